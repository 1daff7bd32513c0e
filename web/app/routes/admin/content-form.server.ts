// What the banner and collection pages' actions share: the admin named for the audit, the posted form's values,
// one handler a form's intent, and the answer with its status (a refusal or failure in the words of SPEC §8).
import { data, type RouterContextProvider } from "react-router";
import type { Storage } from "#server/adapters/storage/storage.ts";
import type { Db } from "#server/db/firestore.ts";
import type { SessionUser } from "#server/http/context.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import type { ContentAnswer } from "#web/components/admin-content/answer.ts";
import { appContext } from "#web/lib/app-context.server.ts";
import { requireAdminForPage } from "#web/lib/require-admin.server.ts";

export interface ContentFormInput {
  user: SessionUser;
  form: FormData;
  storage: Storage;
  logger: Logger;
  requestId: string;
}

type ContentFormAnswer = ContentAnswer & { status: number };

/** A content page's action: the admin's form handed to `run`, its answer sent with its status. */
export async function contentFormAction(
  { context, request, url }: { context: Readonly<RouterContextProvider>; request: Request; url: URL },
  run: (db: Db, input: ContentFormInput) => Promise<ContentFormAnswer>,
) {
  const { db, user, storage, logger, requestId } = context.get(appContext);
  const answer = await run(db, {
    // The layout's middleware has checked already; this names the admin for the audit log.
    user: requireAdminForPage(user, url),
    form: await request.formData(),
    storage,
    logger,
    requestId,
  });
  return data(answer, { status: answer.status });
}

/** What an intent's handler is given: the form's text values, and who acts (for the audit log). */
export interface ContentIntent {
  values: Record<string, string>;
  actor: { actorId: string; requestId: string };
}

/**
 * Runs the handler of the posted `intent`, which answers its success message. A value its schema refuses is a
 * 400 with the field messages; `failed(intent)` words any other failure.
 */
export async function runContentForm(
  input: ContentFormInput,
  options: {
    intents: Record<string, (form: ContentIntent) => Promise<string>>;
    failed: (intent: string) => string;
  },
): Promise<ContentFormAnswer> {
  const values = formValues(input.form);
  const intent = values.intent ?? "";
  const handle = Object.hasOwn(options.intents, intent) ? options.intents[intent] : undefined;
  if (!handle) return { ok: false, status: 400, intent, message: "Unknown action.", fieldErrors: {} };
  try {
    const message = await handle({ values, actor: { actorId: input.user.id, requestId: input.requestId } });
    return { ok: true, status: 200, intent, message };
  } catch (error) {
    // A value its schema refuses (a ZodError) is a 400 with the field messages, as a service's refusal.
    return { ...formRefusal(error, { failed: options.failed(intent), logger: input.logger }), intent };
  }
}

/** The first value of each text field: all a form sends. */
function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}
