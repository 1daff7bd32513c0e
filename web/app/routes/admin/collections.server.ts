import type { Storage } from "#server/adapters/storage/storage.ts";
import type { Db } from "#server/db/firestore.ts";
import type { SessionUser } from "#server/http/context.ts";
import type { Logger } from "#server/logger.ts";
import { listCollectionsForAdmin } from "#server/modules/content/queries.ts";
import {
  createCollection,
  deleteCollection,
  moveCollection,
  updateCollection,
} from "#server/modules/content/service.ts";
import {
  CONTENT_MESSAGES,
  collectionFormSchema,
  moveSchema,
  newCollectionSchema,
} from "#shared/forms/content.ts";
import { PROPERTY_NAMES } from "#shared/values.ts";
import { answerFailure, type ContentAnswer, formValues } from "./content-answer.server.ts";

export async function loadCollectionManager(db: Db) {
  return { collections: await listCollectionsForAdmin(db), propertyNames: PROPERTY_NAMES };
}

/** The collections page's forms: create, update, move (one place up or down) and delete. */
export async function runCollectionAction(
  db: Db,
  input: { user: SessionUser; form: FormData; storage: Storage; logger: Logger; requestId: string },
): Promise<ContentAnswer & { status: number }> {
  const { user, form, storage, logger, requestId } = input;
  const values = formValues(form);
  const intent = values.intent ?? "";
  const actor = { actorId: user.id, requestId };
  const collectionId = values.id ?? "";
  const ok = (message: string) => ({ ok: true as const, status: 200, intent, message });
  try {
    switch (intent) {
      case "create":
        await createCollection(db, { ...actor, input: newCollectionSchema.parse(values) });
        return ok(CONTENT_MESSAGES.collectionAdded);
      case "update":
        await updateCollection(db, {
          ...actor,
          collectionId,
          input: collectionFormSchema.parse(values),
          storage,
          logger,
        });
        return ok(CONTENT_MESSAGES.collectionUpdated);
      case "move":
        await moveCollection(db, { ...actor, collectionId, ...moveSchema.parse(values) });
        return ok(CONTENT_MESSAGES.collectionMoved);
      case "delete":
        await deleteCollection(db, { ...actor, collectionId, storage, logger });
        return ok(CONTENT_MESSAGES.collectionDeleted);
      default:
        return { ok: false, status: 400, intent, message: "Unknown action.", fieldErrors: {} };
    }
  } catch (error) {
    const failed =
      intent === "delete" ? CONTENT_MESSAGES.collectionDeleteFailed : CONTENT_MESSAGES.collectionSaveFailed;
    return answerFailure(error, { intent, failed, logger });
  }
}
