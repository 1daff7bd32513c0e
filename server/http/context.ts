import { createContext } from "react-router";
import type { Db } from "#server/db/firestore.ts";
import type { AuthAdapter } from "../adapters/auth/firebase.ts";
import type { Mailer } from "../adapters/mail/mail.ts";
import type { PaymentGateway } from "../adapters/payments/gateway.ts";
import type { Storage } from "../adapters/storage/storage.ts";
import type { Config, PublicConfig } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { SessionUser } from "../modules/accounts/session.ts";
import type { PublicReads } from "../modules/public/reads.ts";
import type { PageRefusal } from "./pages.ts";

/** What every loader and action receives from the Express app. */
export interface AppContext {
  db: Db;
  /** Cached reads of public data: use these for what visitors see. */
  reads: PublicReads;
  auth: AuthAdapter;
  /** Where media files live: a listing's edit or deletion removes the files it no longer holds. */
  storage: Storage;
  /** Notification e-mails (after a moderation decision): SMTP, or the development outbox. */
  mailer: Mailer;
  /** The payment gateway (PAYMENTS_PROVIDER); the sandbox's checkout page plays its part in development. */
  payments: PaymentGateway;
  /** For what a page action does after answering (file clean-up) and must not fail the request over. */
  logger: Logger;
  config: Config;
  publicConfig: PublicConfig;
  user: SessionUser | null;
  /** The signed-in user's session, as logging out names it. */
  sessionId: string | null;
  requestId: string;
  /** The client's address as the app's `trust proxy` setting reads it (TRUST_PROXY_HOPS), for rate limits. */
  clientAddress: string | null;
  /** A posted form refused before its action ran: the page shows this instead (http/pages.ts answerRefusal). */
  refusal: PageRefusal | null;
}

export const appContext = createContext<AppContext>();

export type { SessionUser };
