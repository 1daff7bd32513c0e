import path from "node:path";
import { z } from "zod";
import type { MapSettings, PublicConfig } from "#shared/public-config.ts";
import type { ListingType } from "#shared/values.ts";

const DEMO_PROJECT_ID = "demo-nilam";
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1"]);

const boolFromEnv = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** Every setting the server reads, parsed once at boot. */
const settingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: z.url().optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).default(DEMO_PROJECT_ID),
  FIREBASE_API_KEY: z.string().min(1).default("demo-api-key"),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, "must be host:port, for example 127.0.0.1:9099")
    .optional(),
  FIRESTORE_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, "must be host:port, for example 127.0.0.1:8080")
    .optional(),
  PAYMENTS_PROVIDER: z.enum(["sandbox", "razorpay"]).default("sandbox"),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(14).default(5),
  /**
   * How many proxies in front of the server append to X-Forwarded-For: the client address is the entry that
   * many places from the right. 0 (a bare Node host): the connection's own address, and the header is ignored.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** Sign-ins (POST /session) allowed per client address in 15 minutes. */
  SIGN_IN_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  REPORTS_TO_HIDE: z.coerce.number().int().min(1).max(100).default(3),
  /** Days a listing stays on the site after its approval or its owner's last confirmation, by type. */
  LISTING_DAYS_SELL: z.coerce.number().int().min(14).max(3650).default(90),
  LISTING_DAYS_RENT: z.coerce.number().int().min(14).max(3650).default(30),
  LISTING_DAYS_LEASE: z.coerce.number().int().min(14).max(3650).default(30),
  /**
   * The key e-mailed links are signed with (the owner's "Still available"). Unset: one is made at random and
   * kept in Firestore (meta/linkSigning), which only the server reads.
   */
  LINK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * How long a request waits on Firestore before it gives up with a 503 (a write it had not sent yet is not sent),
   * and how long a public read waits for data it cannot answer from memory.
   */
  DATABASE_DEADLINE_MS: z.coerce.number().int().min(100).max(50_000).default(10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_ON_START: boolFromEnv,
  /**
   * Benchmarks only: production mode (React's production build, no dev checks) on the local emulators, served on
   * loopback. Never set it on a real deployment.
   */
  BENCHMARK_ON_EMULATORS: boolFromEnv,
  /**
   * Lets a server on the Auth emulator listen beyond loopback. The emulator's session cookies are unsigned: anyone
   * who reaches such a server can make themselves admin. Only for a trusted private network.
   */
  EMULATOR_ON_NETWORK: boolFromEnv,
  /** Where uploaded media go: `disk` (DATA_DIR/media, served at /media) or `s3` (any S3-compatible service). */
  STORAGE_DRIVER: z.enum(["disk", "s3"]).default("disk"),
  /** The public bucket: media of listings on the site (and banners, collections), read by name by anyone. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The private bucket: uploads, direct uploads awaiting checks, media of listings not on the site. */
  S3_PRIVATE_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** For S3-compatible services: https://storage.googleapis.com (Cloud Storage interoperability), R2, MinIO. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolFromEnv,
  /** The base URL media are served from (a CDN, or the bucket's public URL); a key is appended to it. */
  S3_PUBLIC_URL: z.url().optional(),
  MEDIA_MAX_IMAGE_MB: z.coerce.number().positive().max(200).default(20),
  MEDIA_MAX_VIDEO_MB: z.coerce.number().positive().max(2000).default(100),
  /** Images processed at once (each on one libvips thread). */
  MEDIA_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Upload bytes held in memory at once, counted as they arrive; a body that may not hold more waits, unread. */
  MEDIA_BUFFER_MB: z.coerce.number().positive().max(8000).default(256),
  /**
   * With STORAGE_DRIVER=s3, files larger than this go from the browser straight to the bucket (a Cloud Functions
   * request is capped at 32 MB); `off`: every file through the server.
   */
  MEDIA_DIRECT_OVER_MB: z.union([z.literal("off"), z.coerce.number().positive().max(2000)]).default(30),
  /** Set by Cloud Run, which runs 2nd-gen Cloud Functions: the service's name. */
  K_SERVICE: z.string().optional(),
  /** "true" under the Firebase Functions emulator (which sets K_SERVICE too). */
  FUNCTIONS_EMULATOR: z.string().optional(),
  /**
   * The SMTP server notification e-mails go out through, credentials in the URL (percent-encoded):
   * smtps://user:password@smtp.example.com:465, or smtp:// (STARTTLS when the server offers it). Without it,
   * e-mails stay in the development outbox (/admin/outbox).
   */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "must be smtp:// or smtps://, for example smtps://user:password@smtp.example.com:465",
    })
    .optional(),
  /** The sender of notification e-mails: an address, or a name and an address ("Nilam <no-reply@nilam.in>"). */
  MAIL_FROM: z
    .string()
    .regex(
      /^[^@\s<>]+@[^@\s<>]+$|^[^<>]*<[^@\s<>]+@[^@\s<>]+>$/,
      "must be an e-mail address, or Name <address>",
    )
    .optional(),
  /**
   * The map tiles: an https:// XYZ template with {z}, {x} and {y} (and {r} for sharper tiles on retina screens), for
   * example a provider's URL with the site's key. Unset: OpenStreetMap's own tiles in development, no maps in
   * production (the pages say where in words).
   */
  MAP_TILE_URL: z.string().optional(),
  /** The tiles' attribution, plain text (shown escaped), required with MAP_TILE_URL: "© OpenStreetMap contributors". */
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
});

export type Settings = z.infer<typeof settingsSchema>;

export interface Config {
  env: Settings["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Public media on disk (served at /media). */
  mediaDir: string;
  /** Private media on disk: served only through signed URLs (/media-private). */
  privateMediaDir: string;
  publicUrl: string;
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    emulatorHost: string | undefined;
    /** host:port of the Firestore emulator; undefined talks to Cloud Firestore. */
    firestoreEmulatorHost: string | undefined;
  };
  payments: {
    provider: Settings["PAYMENTS_PROVIDER"];
    razorpayKeyId: string | undefined;
    razorpayKeySecret: string | undefined;
    razorpayWebhookSecret: string | undefined;
  };
  sessionDays: number;
  /** TRUST_PROXY_HOPS: the proxies whose X-Forwarded-For entries name the client. */
  trustProxyHops: number;
  /** SIGN_IN_LIMIT: sign-ins per client address in 15 minutes. */
  signInLimit: number;
  /** REPORTS_TO_HIDE: reports from this many members with distinct verified phone numbers hold a listing. */
  reportsToHide: number;
  /** LISTING_DAYS_*: days a listing stays public after its approval or its owner's last confirmation. */
  listingDays: Record<ListingType, number>;
  /** LINK_SECRET; undefined: a random key kept in Firestore. Never log it. */
  linkSecret: string | undefined;
  /** DATABASE_DEADLINE_MS: how long a request waits on Firestore before a 503. */
  databaseDeadlineMs: number;
  logLevel: Settings["LOG_LEVEL"];
  seedOnStart: boolean;
  storage: StorageSettings;
  mail: {
    /** SMTP_URL, credentials included: never log it. Undefined keeps e-mails in the development outbox. */
    smtpUrl: string | undefined;
    from: string;
  };
  /** The map tiles; null: no maps (the pages say where in words). */
  map: TileSettings | null;
  media: {
    maxImageBytes: number;
    maxVideoBytes: number;
    /** Images processed at once. */
    concurrency: number;
    /** Upload bytes held in memory at once. */
    bufferBytes: number;
    /** Files larger than this go from the browser straight to the bucket; null: every file through the server. */
    directUploadOverBytes: number | null;
  };
}

export type StorageSettings =
  | { driver: "disk" }
  | {
      driver: "s3";
      bucket: string;
      privateBucket: string;
      region: string;
      endpoint: string | undefined;
      /** Both or neither: without them the AWS SDK looks for credentials itself (environment, IAM role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** No trailing slash; a key's URL is `${publicUrl}/${key}`. */
      publicUrl: string;
      /**
       * The origin of the private bucket's own address, where the browser sends direct uploads (CSP connect-src)
       * and reads signed previews (img-src, media-src).
       */
      privateBucketOrigin: string;
    };

export type { PublicConfig } from "#shared/public-config.ts";

export interface TileSettings extends MapSettings {
  /** The template's origin, which the pages' CSP lets images come from. */
  origin: string;
}

/** OpenStreetMap's own tiles: development only, light use (https://operations.osmfoundation.org/policies/tiles/). */
export const OSM_TILES: MapSettings = {
  tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
};
const OSM_TILE_HOST = /(^|\.)tile\.openstreetmap\.org$/;
const TILE_PLACEHOLDER = /\{([^{}]*)\}/g;
const TILE_PLACEHOLDERS = new Set(["z", "x", "y", "r"]);

/**
 * MAP_TILE_URL and MAP_TILE_ATTRIBUTION read together: the tiles, or the problems, each naming its setting.
 * Production refuses OpenStreetMap's own tile servers (their usage policy forbids a site's traffic).
 */
export function tileSettings(s: {
  NODE_ENV: Settings["NODE_ENV"];
  MAP_TILE_URL?: string | undefined;
  MAP_TILE_ATTRIBUTION?: string | undefined;
}): { map: TileSettings | null; problems: string[] } {
  const production = s.NODE_ENV === "production";
  if (!s.MAP_TILE_URL) {
    if (s.MAP_TILE_ATTRIBUTION)
      return { map: null, problems: ["MAP_TILE_ATTRIBUTION is set without MAP_TILE_URL"] };
    if (production) return { map: null, problems: [] };
    return { map: { ...OSM_TILES, origin: new URL(OSM_TILES.tileUrl).origin }, problems: [] };
  }
  const template = s.MAP_TILE_URL;
  const problems: string[] = [];
  const example = "for example https://tiles.example.com/{z}/{x}/{y}.png?key=…";
  const names = [...template.matchAll(TILE_PLACEHOLDER)].map((match) => match[1] ?? "");
  const unknown = names.filter((name) => !TILE_PLACEHOLDERS.has(name));
  let url: URL | null = null;
  try {
    url = new URL(template.replace(TILE_PLACEHOLDER, "0"));
  } catch {
    url = null;
  }
  if (url?.protocol !== "https:") problems.push(`MAP_TILE_URL must be an https:// URL, ${example}`);
  else if (unknown.length > 0)
    problems.push(
      `MAP_TILE_URL may hold only {z}, {x}, {y} and {r}, not ${unknown.map((n) => `{${n}}`).join(", ")}` +
        (unknown.includes("s") ? " (name one server: subdomains are not used)" : ""),
    );
  else if (!["z", "x", "y"].every((name) => names.includes(name)))
    problems.push(`MAP_TILE_URL must hold {z}, {x} and {y}, ${example}`);
  else if (/[{}]/.test(template.replace(/^https:\/\//i, "").split(/[/?#]/)[0] ?? ""))
    problems.push("MAP_TILE_URL must name its server plainly (no placeholder before the path)");
  else if (production && OSM_TILE_HOST.test(url.hostname))
    problems.push(
      "MAP_TILE_URL must not be OpenStreetMap's own tile server in production (its usage policy forbids a " +
        "site's traffic): choose a tile provider (README, Maps)",
    );
  const attribution = s.MAP_TILE_ATTRIBUTION?.trim();
  if (!attribution)
    problems.push(
      'MAP_TILE_ATTRIBUTION is missing (required with MAP_TILE_URL: "© OpenStreetMap contributors")',
    );
  else if (/[<>]/.test(attribution))
    problems.push("MAP_TILE_ATTRIBUTION must be plain text (it is shown as written, not as HTML)");
  if (problems.length > 0 || !url || !attribution) return { map: null, problems };
  return { map: { tileUrl: template, attribution, origin: url.origin }, problems };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Production must run on real services; name every setting that says otherwise. */
function productionProblems(s: Settings): string[] {
  const problems: string[] = [];
  if (s.BENCHMARK_ON_EMULATORS) {
    if (!LOOPBACK_HOSTS.has(s.HOST))
      problems.push("BENCHMARK_ON_EMULATORS needs HOST on loopback (127.0.0.1)");
  } else {
    if (s.FIREBASE_AUTH_EMULATOR_HOST)
      problems.push("FIREBASE_AUTH_EMULATOR_HOST must be unset in production");
    if (s.FIRESTORE_EMULATOR_HOST) problems.push("FIRESTORE_EMULATOR_HOST must be unset in production");
    if (s.FIREBASE_PROJECT_ID.startsWith("demo-"))
      problems.push("FIREBASE_PROJECT_ID must name a real Firebase project (not a demo- id) in production");
    // Owners must hear of moderation decisions; a benchmark on the emulators sends no mail.
    if (!s.SMTP_URL)
      problems.push("SMTP_URL is missing (notification e-mails need an SMTP server in production)");
  }
  if (s.FIREBASE_API_KEY === "demo-api-key") problems.push("FIREBASE_API_KEY is missing");
  if (!s.PUBLIC_URL) problems.push("PUBLIC_URL is missing");
  if (s.PAYMENTS_PROVIDER === "sandbox")
    problems.push(
      "PAYMENTS_PROVIDER must be razorpay in production (the sandbox gateway is for development)",
    );
  for (const key of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
    if (!s[key]) problems.push(`${key} is missing`);
  }
  if (s.STORAGE_DRIVER === "s3") {
    for (const key of [
      "S3_BUCKET",
      "S3_PRIVATE_BUCKET",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
      "S3_PUBLIC_URL",
    ] as const) {
      if (!s[key]) problems.push(`${key} is missing (STORAGE_DRIVER=s3)`);
    }
    const publicUrl = s.S3_PUBLIC_URL ? new URL(s.S3_PUBLIC_URL) : null;
    const privateBucket = s.S3_PRIVATE_BUCKET;
    if (
      publicUrl &&
      privateBucket &&
      (publicUrl.hostname.split(".")[0] === privateBucket ||
        publicUrl.pathname.split("/").includes(privateBucket))
    )
      problems.push("S3_PUBLIC_URL points at S3_PRIVATE_BUCKET: public media are served from S3_BUCKET");
  }
  return problems;
}

const MB = 1024 * 1024;

/** Media settings that contradict each other, whatever the environment. */
function mediaProblems(s: Settings): string[] {
  const problems: string[] = [];
  if (s.STORAGE_DRIVER === "s3" && !s.S3_BUCKET)
    problems.push("S3_BUCKET is required with STORAGE_DRIVER=s3");
  if (s.STORAGE_DRIVER === "s3" && !s.S3_PRIVATE_BUCKET)
    problems.push("S3_PRIVATE_BUCKET is required with STORAGE_DRIVER=s3");
  if (s.S3_BUCKET && s.S3_BUCKET === s.S3_PRIVATE_BUCKET)
    problems.push("S3_PRIVATE_BUCKET must be another bucket than S3_BUCKET (which anyone may read)");
  if (!s.S3_ACCESS_KEY_ID !== !s.S3_SECRET_ACCESS_KEY)
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together");
  if (s.MEDIA_BUFFER_MB < Math.max(s.MEDIA_MAX_IMAGE_MB, s.MEDIA_MAX_VIDEO_MB))
    problems.push("MEDIA_BUFFER_MB must hold at least one file of the largest size allowed");
  return problems;
}

/**
 * The bucket's own address as the AWS SDK forms it: `bucket.host` (virtual-hosted), or `host/bucket` when path
 * style is asked for, the name is not a plain DNS label (dots) or the endpoint is an IP address.
 */
export function bucketAddress(options: {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
}): string {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const ipHost = /^\[.*\]$|^\d+\.\d+\.\d+\.\d+$/.test(endpoint.hostname);
  const virtualHosted =
    !options.forcePathStyle && !ipHost && /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(options.bucket);
  return virtualHosted
    ? `${endpoint.protocol}//${options.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, "")}`
    : `${endpoint.origin}${endpoint.pathname.replace(/\/$/, "")}/${options.bucket}`;
}

/** Cloud Run (2nd-gen Cloud Functions) sets K_SERVICE; the Functions emulator sets it too, and FUNCTIONS_EMULATOR. */
export const onCloudFunctions = (env: { K_SERVICE?: string; FUNCTIONS_EMULATOR?: string }) =>
  Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== "true";

function storageSettings(s: Settings): StorageSettings {
  if (s.STORAGE_DRIVER === "disk" || !s.S3_BUCKET || !s.S3_PRIVATE_BUCKET) return { driver: "disk" };
  const addressOf = (bucket: string) =>
    bucketAddress({
      bucket,
      region: s.S3_REGION,
      endpoint: s.S3_ENDPOINT,
      forcePathStyle: s.S3_FORCE_PATH_STYLE,
    });
  // Without S3_PUBLIC_URL (development only): the bucket's own address.
  const bucketUrl = addressOf(s.S3_BUCKET);
  return {
    driver: "s3",
    bucket: s.S3_BUCKET,
    privateBucket: s.S3_PRIVATE_BUCKET,
    region: s.S3_REGION,
    endpoint: s.S3_ENDPOINT,
    credentials:
      s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: s.S3_FORCE_PATH_STYLE,
    publicUrl: (s.S3_PUBLIC_URL ?? bucketUrl).replace(/\/+$/, ""),
    privateBucketOrigin: new URL(addressOf(s.S3_PRIVATE_BUCKET)).origin,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PUBLIC_URL=`) means "not set", as it does in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
    throw new ConfigError(`Invalid setting: ${issues.join("; ")}`);
  }
  const s = parsed.data;
  if (s.FIREBASE_AUTH_EMULATOR_HOST && !LOOPBACK_HOSTS.has(s.HOST) && !s.EMULATOR_ON_NETWORK)
    throw new ConfigError(
      `Refusing to listen on ${s.HOST} with the Auth emulator: its session cookies are unsigned, so anyone who ` +
        "reaches this server could sign in as anyone, admins included. Use HOST=127.0.0.1, or set " +
        "EMULATOR_ON_NETWORK=1 on a trusted private network.",
    );
  const media = mediaProblems(s);
  if (media.length > 0) throw new ConfigError(`Invalid setting: ${media.join("; ")}`);
  const tiles = tileSettings(s);
  if (tiles.problems.length > 0) throw new ConfigError(`Invalid setting: ${tiles.problems.join("; ")}`);
  if (s.STORAGE_DRIVER === "disk" && onCloudFunctions(s))
    throw new ConfigError(
      "STORAGE_DRIVER=disk cannot work on Cloud Functions (no lasting disk): set STORAGE_DRIVER=s3 and the S3_* " +
        "settings of the Cloud Storage bucket",
    );
  if (s.NODE_ENV === "production") {
    const problems = productionProblems(s);
    if (problems.length > 0) throw new ConfigError(`Refusing to start in production: ${problems.join("; ")}`);
  }
  const dataDir = path.resolve(s.DATA_DIR);
  const storage = storageSettings(s);
  return {
    env: s.NODE_ENV,
    isProduction: s.NODE_ENV === "production",
    port: s.PORT,
    host: s.HOST,
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    privateMediaDir: path.join(dataDir, "media-private"),
    publicUrl: s.PUBLIC_URL ?? `http://localhost:${s.PORT}`,
    firebase: {
      projectId: s.FIREBASE_PROJECT_ID,
      apiKey: s.FIREBASE_API_KEY,
      authDomain: s.FIREBASE_AUTH_DOMAIN ?? `${s.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulatorHost: s.FIREBASE_AUTH_EMULATOR_HOST,
      firestoreEmulatorHost: s.FIRESTORE_EMULATOR_HOST,
    },
    payments: {
      provider: s.PAYMENTS_PROVIDER,
      razorpayKeyId: s.RAZORPAY_KEY_ID,
      razorpayKeySecret: s.RAZORPAY_KEY_SECRET,
      razorpayWebhookSecret: s.RAZORPAY_WEBHOOK_SECRET,
    },
    sessionDays: s.SESSION_DAYS,
    trustProxyHops: s.TRUST_PROXY_HOPS,
    signInLimit: s.SIGN_IN_LIMIT,
    reportsToHide: s.REPORTS_TO_HIDE,
    listingDays: { sell: s.LISTING_DAYS_SELL, rent: s.LISTING_DAYS_RENT, lease: s.LISTING_DAYS_LEASE },
    linkSecret: s.LINK_SECRET,
    databaseDeadlineMs: s.DATABASE_DEADLINE_MS,
    logLevel: s.LOG_LEVEL,
    seedOnStart: s.SEED_ON_START || s.NODE_ENV === "development",
    storage,
    mail: {
      smtpUrl: s.SMTP_URL,
      from: s.MAIL_FROM ?? `Nilam <no-reply@${new URL(s.PUBLIC_URL ?? "http://localhost").hostname}>`,
    },
    map: tiles.map,
    media: {
      maxImageBytes: Math.round(s.MEDIA_MAX_IMAGE_MB * MB),
      maxVideoBytes: Math.round(s.MEDIA_MAX_VIDEO_MB * MB),
      concurrency: s.MEDIA_CONCURRENCY,
      bufferBytes: Math.round(s.MEDIA_BUFFER_MB * MB),
      directUploadOverBytes:
        storage.driver === "s3" && s.MEDIA_DIRECT_OVER_MB !== "off"
          ? Math.round(s.MEDIA_DIRECT_OVER_MB * MB)
          : null,
    },
  };
}

export function publicConfig(config: Config): PublicConfig {
  return {
    firebase: {
      projectId: config.firebase.projectId,
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      emulatorUrl: config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : null,
      firestoreEmulatorHost: config.firebase.firestoreEmulatorHost ?? null,
    },
    media: {
      maxImageBytes: config.media.maxImageBytes,
      maxVideoBytes: config.media.maxVideoBytes,
      directUploadOverBytes: config.media.directUploadOverBytes,
    },
    map: config.map && { tileUrl: config.map.tileUrl, attribution: config.map.attribution },
  };
}
