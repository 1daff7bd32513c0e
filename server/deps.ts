// What the Express app is built from. In its own file so that routers and the app import it without a circle.
import type { ServerBuild } from "react-router";
import type { Locale } from "#shared/locale.ts";
import type { AuthAdapter } from "./adapters/auth/firebase.ts";
import type { Mailer } from "./adapters/mail/mail.ts";
import type { PaymentGateway } from "./adapters/payments/gateway.ts";
import type { Storage } from "./adapters/storage/storage.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/firestore.ts";
import type { PublicReadCache } from "./db/read-cache.ts";
import type { PublicAnswers } from "./http/public-answers.ts";
import type { RateLimits } from "./http/rate-limits.ts";
import type { Logger } from "./logger.ts";
import type { PublicReads } from "./modules/public/reads.ts";
import type { PublicData } from "./modules/search/sync.ts";

export interface AppDeps {
  config: Config;
  db: Db;
  auth: AuthAdapter;
  logger: Logger;
  /** Where media files go (STORAGE_DRIVER): local disk served at /media, or an S3 bucket. */
  storage: Storage;
  /** Where notification e-mails go: SMTP when configured; without one, the development outbox. */
  mailer?: Mailer;
  /** The payment gateway (PAYMENTS_PROVIDER): Razorpay, or the local sandbox; by default made from the config. */
  payments?: PaymentGateway;
  /** The React Router server build; without it the app serves only the API (as in API tests). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** The same build for the pages of a language with a browser bundle of its own (server/http/locale-builds.ts). */
  localeBuilds?: Partial<Record<Locale, ServerBuild>>;
  /** Built browser assets (build/client); absent in development, where Vite serves them. */
  clientDir?: string;
  /** True under Vite's dev server: relaxes the CSP for HMR. */
  dev?: boolean;
  rateLimits?: RateLimits;
  /**
   * The projection of public data and its change feed. Without one, the app makes its own that checks for
   * changes on every read (exact, as tests need).
   */
  publicData?: PublicData;
  /** The cache of public reads; without one, answers are kept under the public data's version. */
  publicReadCache?: PublicReadCache;
  /** The cache of shared pages' HTML (see http/pages.ts). */
  pageCache?: PublicReadCache;
}

/** What the API routers receive: the app's dependencies and the public reads built from them. */
export interface ApiDeps extends AppDeps {
  reads: PublicReads;
  /** Public answers kept by URL, answered ahead of the per-request middleware (http/public-answers.ts). */
  publicAnswers: PublicAnswers;
}
