import { describe, expect, it } from "vitest";
import { PRODUCTION_SETTINGS } from "#tests/support/factories/settings.ts";
import { bucketAddress, ConfigError, loadConfig, publicConfig, tileSettings } from "./config.ts";

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

  it("allows 30 sign-ins per address in 15 minutes unless told otherwise (SIGN_IN_LIMIT)", () => {
    expect(loadConfig({ NODE_ENV: "development" }).signInLimit).toBe(30);
    expect(loadConfig({ NODE_ENV: "development", SIGN_IN_LIMIT: "500" }).signInLimit).toBe(500);
    expect(() => loadConfig({ SIGN_IN_LIMIT: "0" })).toThrow(/^Invalid setting: SIGN_IN_LIMIT /);
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
    const config = loadConfig(PRODUCTION_SETTINGS);
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
    ["SMTP_URL", undefined, /SMTP_URL is missing \(notification e-mails need an SMTP server in production\)/],
  ])("refuses production with %s=%s", (key, value, message) => {
    expect(() => loadConfig({ ...PRODUCTION_SETTINGS, [key]: value })).toThrow(message);
  });

  it("lets a benchmark run production on the emulators, on loopback only", () => {
    const bench = {
      ...PRODUCTION_SETTINGS,
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

  it("keeps media on disk with bounded uploads unless told otherwise", () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ driver: "disk" });
    expect(config.media).toEqual({
      maxImageBytes: 20 * 1024 * 1024,
      maxVideoBytes: 100 * 1024 * 1024,
      concurrency: 2,
      bufferBytes: 256 * 1024 * 1024,
      directUploadOverBytes: null,
    });
    expect(loadConfig({ MEDIA_MAX_IMAGE_MB: "0.5", MEDIA_CONCURRENCY: "1" }).media).toMatchObject({
      maxImageBytes: 512 * 1024,
      concurrency: 1,
    });
    expect(() => loadConfig({ MEDIA_CONCURRENCY: "0" })).toThrow(/^Invalid setting: MEDIA_CONCURRENCY /);
    expect(() => loadConfig({ MEDIA_MAX_VIDEO_MB: "lots" })).toThrow(/MEDIA_MAX_VIDEO_MB/);
    expect(() => loadConfig({ MEDIA_BUFFER_MB: "50" })).toThrow(/MEDIA_BUFFER_MB must hold/);
    expect(() => loadConfig({ STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER/);
  });

  it("reads the S3 settings, with the bucket's own address when no public URL is given", () => {
    const minio = loadConfig({
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "nilam-media",
      S3_PRIVATE_BUCKET: "nilam-private",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(minio.storage).toEqual({
      driver: "s3",
      bucket: "nilam-media",
      privateBucket: "nilam-private",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
      publicUrl: "http://127.0.0.1:9000/nilam-media",
      privateBucketOrigin: "http://127.0.0.1:9000",
    });
    const aws = loadConfig({
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "nilam-media",
      S3_PRIVATE_BUCKET: "nilam-private",
      S3_REGION: "ap-south-1",
    });
    expect(aws.storage).toMatchObject({
      credentials: undefined,
      publicUrl: "https://nilam-media.s3.ap-south-1.amazonaws.com",
    });
    const cdn = loadConfig({
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "nilam-media",
      S3_PRIVATE_BUCKET: "nilam-private",
      S3_PUBLIC_URL: "https://cdn.example/m/",
    });
    expect(cdn.storage).toMatchObject({ publicUrl: "https://cdn.example/m" });
    // Direct uploads and signed previews go to the private bucket's own address.
    expect(aws.storage).toMatchObject({
      privateBucketOrigin: "https://nilam-private.s3.ap-south-1.amazonaws.com",
    });
    expect(cdn.storage).toMatchObject({
      privateBucketOrigin: "https://nilam-private.s3.us-east-1.amazonaws.com",
    });
    expect(() => loadConfig({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "nilam-media" })).toThrow(
      /S3_PRIVATE_BUCKET is required with STORAGE_DRIVER=s3/,
    );
    expect(() =>
      loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "nilam-media", S3_PRIVATE_BUCKET: "nilam-media" }),
    ).toThrow(/S3_PRIVATE_BUCKET must be another bucket than S3_BUCKET/);
    expect(() =>
      loadConfig({
        STORAGE_DRIVER: "s3",
        S3_BUCKET: "nilam-media",
        S3_PRIVATE_BUCKET: "nilam-private",
        S3_ACCESS_KEY_ID: "key",
      }),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
  });

  it("needs every S3 setting in production when media go to S3, and names each missing one", () => {
    const cloudStorage = {
      ...PRODUCTION_SETTINGS,
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "nilam-media",
      S3_PRIVATE_BUCKET: "nilam-private",
      S3_ENDPOINT: "https://storage.googleapis.com",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "GOOG1E",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(() =>
      loadConfig({
        ...PRODUCTION_SETTINGS,
        STORAGE_DRIVER: "s3",
        S3_BUCKET: "nilam-media",
        S3_PRIVATE_BUCKET: "nilam-private",
      }),
    ).toThrow(
      /S3_ACCESS_KEY_ID is missing \(STORAGE_DRIVER=s3\); S3_SECRET_ACCESS_KEY is missing \(STORAGE_DRIVER=s3\); S3_PUBLIC_URL is missing/,
    );
    const config = loadConfig({
      ...cloudStorage,
      S3_PUBLIC_URL: "https://storage.googleapis.com/nilam-media",
    });
    expect(config.storage).toMatchObject({
      driver: "s3",
      publicUrl: "https://storage.googleapis.com/nilam-media",
    });
    expect(() =>
      loadConfig({ ...cloudStorage, S3_PUBLIC_URL: "https://storage.googleapis.com/nilam-private" }),
    ).toThrow(/S3_PUBLIC_URL points at S3_PRIVATE_BUCKET/);
  });

  it("sends videos over 30 MB straight to the bucket with S3, unless MEDIA_DIRECT_OVER_MB is off", () => {
    const s3 = { STORAGE_DRIVER: "s3", S3_BUCKET: "nilam-media", S3_PRIVATE_BUCKET: "nilam-private" };
    expect(loadConfig(s3).media.directUploadOverBytes).toBe(30 * 1024 * 1024);
    expect(loadConfig({ ...s3, MEDIA_DIRECT_OVER_MB: "8" }).media.directUploadOverBytes).toBe(
      8 * 1024 * 1024,
    );
    expect(loadConfig({ ...s3, MEDIA_DIRECT_OVER_MB: "off" }).media.directUploadOverBytes).toBeNull();
    // On disk the browser cannot reach storage: every file goes through the server.
    expect(loadConfig({ MEDIA_DIRECT_OVER_MB: "8" }).media.directUploadOverBytes).toBeNull();
    expect(() => loadConfig({ ...s3, MEDIA_DIRECT_OVER_MB: "never" })).toThrow(/MEDIA_DIRECT_OVER_MB/);
    expect(() => loadConfig({ ...s3, MEDIA_DIRECT_OVER_MB: "0" })).toThrow(/MEDIA_DIRECT_OVER_MB/);
  });

  it("refuses media on disk on Cloud Functions, which keeps no disk, in one line; the Functions emulator may", () => {
    const cloudRun = { K_SERVICE: "nilam" };
    expect(() => loadConfig(cloudRun)).toThrow(
      new ConfigError(
        "STORAGE_DRIVER=disk cannot work on Cloud Functions (no lasting disk): set STORAGE_DRIVER=s3 and the S3_* " +
          "settings of the Cloud Storage bucket",
      ),
    );
    expect(() => loadConfig({ ...cloudRun, STORAGE_DRIVER: "disk" })).toThrow(/^STORAGE_DRIVER=disk cannot/);
    expect(loadConfig({ ...cloudRun, FUNCTIONS_EMULATOR: "true" }).storage).toEqual({ driver: "disk" });
    expect(
      loadConfig({
        ...cloudRun,
        STORAGE_DRIVER: "s3",
        S3_BUCKET: "nilam-media",
        S3_PRIVATE_BUCKET: "nilam-private",
      }).storage.driver,
    ).toBe("s3");
    expect(loadConfig({}).storage).toEqual({ driver: "disk" });
  });

  it("addresses a bucket as the AWS SDK does: virtual-hosted unless path style, a dotted name or an IP", () => {
    const address = (bucket: string, endpoint?: string, forcePathStyle = false) =>
      bucketAddress({ bucket, region: "ap-south-1", endpoint, forcePathStyle });
    expect(address("nilam-media")).toBe("https://nilam-media.s3.ap-south-1.amazonaws.com");
    expect(address("nilam.media")).toBe("https://s3.ap-south-1.amazonaws.com/nilam.media");
    expect(address("nilam-media", undefined, true)).toBe("https://s3.ap-south-1.amazonaws.com/nilam-media");
    const gcs = "https://storage.googleapis.com";
    expect(address("nilam-media", gcs)).toBe("https://nilam-media.storage.googleapis.com");
    expect(address("nilam-media", gcs, true)).toBe("https://storage.googleapis.com/nilam-media");
    expect(address("nilam-media", "http://127.0.0.1:9000")).toBe("http://127.0.0.1:9000/nilam-media");
    expect(address("nilam-media", "http://[::1]:9000/s3", true)).toBe("http://[::1]:9000/s3/nilam-media");
  });

  it("keeps e-mails in the development outbox unless SMTP_URL names a server", () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: "Nilam <no-reply@localhost>" });
    expect(loadConfig({ PUBLIC_URL: "https://nilam.example" }).mail.from).toBe(
      "Nilam <no-reply@nilam.example>",
    );
    const smtp = loadConfig({
      SMTP_URL: "smtp://user%40nilam:p%3Ass@127.0.0.1:2525",
      MAIL_FROM: "Nilam Alerts <alerts@nilam.example>",
    });
    expect(smtp.mail).toEqual({
      smtpUrl: "smtp://user%40nilam:p%3Ass@127.0.0.1:2525",
      from: "Nilam Alerts <alerts@nilam.example>",
    });
    expect(loadConfig({ MAIL_FROM: "alerts@nilam.example" }).mail.from).toBe("alerts@nilam.example");
  });

  it("refuses an SMTP_URL that is not smtp:// or smtps://, without repeating its password", () => {
    for (const value of ["https://user:hunter2@mail.example", "mail.example:25", "smtp//user:hunter2@x"]) {
      let message = "";
      try {
        loadConfig({ SMTP_URL: value });
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }
      expect(message).toMatch(/^Invalid setting: SMTP_URL must be smtp:\/\/ or smtps:\/\//);
      expect(message).not.toContain("hunter2");
    }
    expect(() => loadConfig({ MAIL_FROM: "nilam" })).toThrow(/MAIL_FROM must be an e-mail address/);
    expect(() => loadConfig({ MAIL_FROM: "Nilam <nilam>" })).toThrow(/MAIL_FROM/);
  });

  it("lets a production benchmark on the emulators run without SMTP (it sends no mail)", () => {
    const bench = {
      ...PRODUCTION_SETTINGS,
      SMTP_URL: undefined,
      FIREBASE_PROJECT_ID: "demo-nilam-bench",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      BENCHMARK_ON_EMULATORS: "1",
    };
    expect(loadConfig(bench).mail.smtpUrl).toBeUndefined();
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
      media: {
        maxImageBytes: 20 * 1024 * 1024,
        maxVideoBytes: 100 * 1024 * 1024,
        directUploadOverBytes: null,
      },
      map: {
        tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        attribution: "© OpenStreetMap contributors",
      },
    });
  });
});

describe("the map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION)", () => {
  const PROVIDER = {
    MAP_TILE_URL: "https://api.maptiler.example/maps/streets/{z}/{x}/{y}{r}.png?key=abc",
    MAP_TILE_ATTRIBUTION: "© MapTiler © OpenStreetMap contributors",
  };

  it("uses OpenStreetMap's own tiles in development and in tests when unset, and no map in production", () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
      origin: "https://tile.openstreetmap.org",
    });
    expect(loadConfig({ NODE_ENV: "test" }).map?.origin).toBe("https://tile.openstreetmap.org");
    const production = loadConfig(PRODUCTION_SETTINGS);
    expect(production.map).toBeNull();
    expect(publicConfig(production).map).toBeNull();
  });

  it("reads a provider's template and attribution, and gives the browser both but not the origin", () => {
    const config = loadConfig({ ...PRODUCTION_SETTINGS, ...PROVIDER });
    expect(config.map).toEqual({
      tileUrl: PROVIDER.MAP_TILE_URL,
      attribution: PROVIDER.MAP_TILE_ATTRIBUTION,
      origin: "https://api.maptiler.example",
    });
    expect(publicConfig(config).map).toEqual({
      tileUrl: PROVIDER.MAP_TILE_URL,
      attribution: PROVIDER.MAP_TILE_ATTRIBUTION,
    });
  });

  it.each([
    ["http://tiles.example/{z}/{x}/{y}.png", "MAP_TILE_URL must be an https:// URL"],
    ["tiles.example/{z}/{x}/{y}.png", "MAP_TILE_URL must be an https:// URL"],
    ["https://tiles.example/{z}/{x}.png", "MAP_TILE_URL must hold {z}, {x} and {y}"],
    ["https://tiles.example/{z}/{x}/{y}.png?key={apikey}", "not {apikey}"],
    ["https://{s}.tiles.example/{z}/{x}/{y}.png", "not {s} (name one server"],
    ["https://{z}.tiles.example/{z}/{x}/{y}.png", "MAP_TILE_URL must name its server plainly"],
  ])("refuses the template %s in one line naming MAP_TILE_URL", (template, message) => {
    const load = () => loadConfig({ MAP_TILE_URL: template, MAP_TILE_ATTRIBUTION: "© Someone" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
    expect(load).toThrow(/^Invalid setting: [^\n]*$/);
  });

  it("needs a plain-text attribution with a template, and no attribution without one", () => {
    expect(() => loadConfig({ MAP_TILE_URL: PROVIDER.MAP_TILE_URL })).toThrow(
      "MAP_TILE_ATTRIBUTION is missing",
    );
    expect(() => loadConfig({ MAP_TILE_URL: PROVIDER.MAP_TILE_URL, MAP_TILE_ATTRIBUTION: "  " })).toThrow(
      "MAP_TILE_ATTRIBUTION is missing",
    );
    expect(() =>
      loadConfig({
        MAP_TILE_URL: PROVIDER.MAP_TILE_URL,
        MAP_TILE_ATTRIBUTION: '&copy; <a href="https://osm.org/copyright">OpenStreetMap</a>',
      }),
    ).toThrow("MAP_TILE_ATTRIBUTION must be plain text");
    expect(() => loadConfig({ MAP_TILE_ATTRIBUTION: "© Someone" })).toThrow(
      "MAP_TILE_ATTRIBUTION is set without MAP_TILE_URL",
    );
  });

  it("refuses OpenStreetMap's own tile servers in production, whose usage policy forbids a site's traffic", () => {
    for (const template of [
      "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      "https://a.tile.openstreetmap.org/{z}/{x}/{y}.png",
    ]) {
      const settings = { MAP_TILE_URL: template, MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors" };
      expect(() => loadConfig({ ...PRODUCTION_SETTINGS, ...settings })).toThrow(
        "MAP_TILE_URL must not be OpenStreetMap's own tile server in production",
      );
      expect(loadConfig(settings).map?.tileUrl).toBe(template);
    }
    // Another server whose name merely ends the same way is not OpenStreetMap's.
    expect(
      tileSettings({
        NODE_ENV: "production",
        MAP_TILE_URL: "https://mytile.openstreetmap.org.example/{z}/{x}/{y}.png",
        MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
      }).problems,
    ).toEqual([]);
  });
});
