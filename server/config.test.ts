import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicConfig } from "./config.ts";

const PRODUCTION_READY = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://nilam.example",
  FIREBASE_PROJECT_ID: "nilam-prod",
  FIREBASE_API_KEY: "AIza-real",
  PAYMENTS_PROVIDER: "razorpay",
  RAZORPAY_KEY_ID: "rzp_live_x",
  RAZORPAY_KEY_SECRET: "secret",
  RAZORPAY_WEBHOOK_SECRET: "whsec",
};

describe("loadConfig", () => {
  it("has development defaults: port 3000, ./data, a demo project on Cloud Firestore unless an emulator is named", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.firebase.firestoreEmulatorHost).toBeUndefined();
    expect(config.firebase.projectId).toBe("demo-nilam");
    expect(config.seedOnStart).toBe(true);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ FIRESTORE_EMULATOR_HOST: "", PORT: "" })).toMatchObject({
      firebase: { firestoreEmulatorHost: undefined },
      port: 3000,
    });
  });

  it("trusts no proxy unless told how many stand in front (TRUST_PROXY_HOPS)", () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ NODE_ENV: "development", TRUST_PROXY_HOPS: "2" }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "-1" })).toThrow(/^Invalid setting: TRUST_PROXY_HOPS /);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "true" })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it("names the variable of a bad value in one line", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/^Invalid setting: PORT /);
    expect(() => loadConfig({ FIRESTORE_EMULATOR_HOST: "firestore" })).toThrow(
      /FIRESTORE_EMULATOR_HOST must be host:port/,
    );
    expect(() => loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: "localhost" })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });

  it("starts in production when every real setting is there", () => {
    const config = loadConfig(PRODUCTION_READY);
    expect(config.isProduction).toBe(true);
    expect(config.seedOnStart).toBe(false);
  });

  it.each([
    ["FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099", /FIREBASE_AUTH_EMULATOR_HOST must be unset/],
    ["FIRESTORE_EMULATOR_HOST", "127.0.0.1:8080", /FIRESTORE_EMULATOR_HOST must be unset/],
    ["FIREBASE_PROJECT_ID", "demo-nilam", /not a demo- id/],
    ["PAYMENTS_PROVIDER", "sandbox", /sandbox gateway/],
    ["RAZORPAY_KEY_SECRET", undefined, /RAZORPAY_KEY_SECRET is missing/],
    ["PUBLIC_URL", undefined, /PUBLIC_URL is missing/],
  ])("refuses production with %s=%s", (key, value, message) => {
    expect(() => loadConfig({ ...PRODUCTION_READY, [key]: value })).toThrow(message);
  });

  it("lets a benchmark run production on the emulators, on loopback only", () => {
    const bench = {
      ...PRODUCTION_READY,
      FIREBASE_PROJECT_ID: "demo-nilam-bench",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      BENCHMARK_ON_EMULATORS: "1",
    };
    expect(loadConfig(bench).isProduction).toBe(true);
    expect(() => loadConfig({ ...bench, HOST: "0.0.0.0" })).toThrow(/Refusing to listen on 0.0.0.0/);
    expect(() => loadConfig({ ...bench, HOST: "0.0.0.0", EMULATOR_ON_NETWORK: "1" })).toThrow(
      /BENCHMARK_ON_EMULATORS needs HOST on loopback/,
    );
    expect(() => loadConfig({ ...bench, BENCHMARK_ON_EMULATORS: undefined })).toThrow(
      /FIRESTORE_EMULATOR_HOST must be unset/,
    );
  });

  it("keeps a server on the Auth emulator on loopback unless told it is on a trusted network", () => {
    const emulated = {
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
    };
    expect(loadConfig(emulated).host).toBe("127.0.0.1");
    expect(loadConfig({ ...emulated, HOST: "::1" }).host).toBe("::1");
    expect(() => loadConfig({ ...emulated, HOST: "0.0.0.0" })).toThrow(/Refusing to listen on 0.0.0.0/);
    expect(loadConfig({ ...emulated, HOST: "0.0.0.0", EMULATOR_ON_NETWORK: "1" }).host).toBe("0.0.0.0");
  });

  it("gives the browser only public settings", () => {
    const pub = publicConfig(
      loadConfig({
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      }),
    );
    expect(pub).toEqual({
      firebase: {
        projectId: "demo-nilam",
        apiKey: "demo-api-key",
        authDomain: "demo-nilam.firebaseapp.com",
        emulatorUrl: "http://127.0.0.1:9099",
        firestoreEmulatorHost: "127.0.0.1:8080",
      },
    });
  });
});
