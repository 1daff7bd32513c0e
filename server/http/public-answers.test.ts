import express from "express";
import { describe, expect, it } from "vitest";
import { createPublicAnswers, type KeptAnswer } from "./public-answers.ts";

/** An app whose routes answer "fresh"; kept answers are served ahead of them. */
async function appWith(version: () => string) {
  const answers = createPublicAnswers(async () => version());
  const app = express();
  app.use(answers.serve);
  app.all("/{*splat}", (_req, res) => {
    res.send("fresh");
  });
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    answers,
    text: async (path: string, init?: RequestInit) => (await fetch(base + path, init)).text(),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const kept = (version: string, extra: Partial<KeptAnswer> = {}): KeptAnswer => ({
  version,
  bytes: 4,
  send: (_req, res) => {
    res.send("kept");
  },
  ...extra,
});

describe("public answers kept ahead of the routes", () => {
  it("sends a kept answer to a GET of its URL while the version is the same, and never again after", async () => {
    let version = "1";
    const app = await appWith(() => version);
    try {
      app.answers.remember("/page?q=1", kept("1"));
      expect(await app.text("/page?q=1")).toBe("kept");
      // Another URL, another method: the route answers.
      expect(await app.text("/page?q=2")).toBe("fresh");
      expect(await app.text("/page?q=1", { method: "POST" })).toBe("fresh");
      version = "2";
      expect(await app.text("/page?q=1")).toBe("fresh");
      // Dropped, not merely passed over: the older version is never sent again, even if it came back.
      version = "1";
      expect(await app.text("/page?q=1")).toBe("fresh");
    } finally {
      await app.close();
    }
  });

  it("leaves a request the answer does not accept to the routes", async () => {
    const app = await appWith(() => "1");
    try {
      app.answers.remember("/page", kept("1", { accepts: (req) => !req.get("cookie") }));
      expect(await app.text("/page", { headers: { cookie: "__session=x" } })).toBe("fresh");
      expect(await app.text("/page")).toBe("kept");
    } finally {
      await app.close();
    }
  });
});
