import type { Db } from "#server/db/firestore.ts";
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
import { type ContentFormInput, runContentForm } from "./content-form.server.ts";

export async function loadCollectionManager(db: Db) {
  return { collections: await listCollectionsForAdmin(db), propertyNames: PROPERTY_NAMES };
}

/** The collections page's forms: create, update, move (one place up or down) and delete. */
export function runCollectionAction(db: Db, input: ContentFormInput) {
  const { storage, logger } = input;
  return runContentForm(input, {
    failed: (intent) =>
      intent === "delete" ? CONTENT_MESSAGES.collectionDeleteFailed : CONTENT_MESSAGES.collectionSaveFailed,
    intents: {
      create: async ({ values, actor }) => {
        await createCollection(db, { ...actor, input: newCollectionSchema.parse(values), storage, logger });
        return CONTENT_MESSAGES.collectionAdded;
      },
      update: async ({ values, actor }) => {
        await updateCollection(db, {
          ...actor,
          collectionId: values.id ?? "",
          input: collectionFormSchema.parse(values),
          storage,
          logger,
        });
        return CONTENT_MESSAGES.collectionUpdated;
      },
      move: async ({ values, actor }) => {
        await moveCollection(db, { ...actor, collectionId: values.id ?? "", ...moveSchema.parse(values) });
        return CONTENT_MESSAGES.collectionMoved;
      },
      delete: async ({ values, actor }) => {
        await deleteCollection(db, { ...actor, collectionId: values.id ?? "", storage, logger });
        return CONTENT_MESSAGES.collectionDeleted;
      },
    },
  });
}
