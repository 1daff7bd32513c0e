import type { Storage } from "#server/adapters/storage/storage.ts";
import type { Db } from "#server/db/firestore.ts";
import type { SessionUser } from "#server/http/context.ts";
import type { Logger } from "#server/logger.ts";
import { listBannerGroupsForAdmin } from "#server/modules/content/queries.ts";
import { addBannerImage, deleteBannerImage, replaceBannerImage } from "#server/modules/content/service.ts";
import {
  BANNER_SIZE,
  bannerAddSchema,
  bannerReplaceSchema,
  CONTENT_MESSAGES,
  MIN_BANNER_IMAGES,
} from "#shared/forms/content.ts";
import { answerFailure, type ContentAnswer, formValues } from "./content-answer.server.ts";

export async function loadBannerManager(db: Db) {
  return {
    groups: await listBannerGroupsForAdmin(db),
    minImages: MIN_BANNER_IMAGES,
    size: BANNER_SIZE,
  };
}

const FAILED: Record<string, string> = {
  add: CONTENT_MESSAGES.addFailed,
  replace: CONTENT_MESSAGES.replaceFailed,
  delete: CONTENT_MESSAGES.deleteFailed,
};

/** The banner manager's forms: add (an upload into a group), replace (in place, or the alt text alone), delete. */
export async function runBannerAction(
  db: Db,
  input: { user: SessionUser; form: FormData; storage: Storage; logger: Logger; requestId: string },
): Promise<ContentAnswer & { status: number }> {
  const { user, form, storage, logger, requestId } = input;
  const values = formValues(form);
  const intent = values.intent ?? "";
  const actor = { actorId: user.id, requestId };
  const target = { groupId: values.groupId ?? "", imageId: values.imageId ?? "", storage, logger };
  try {
    switch (intent) {
      case "add": {
        await addBannerImage(db, { ...actor, ...bannerAddSchema.parse(values) });
        return { ok: true, status: 200, intent, message: CONTENT_MESSAGES.bannerAdded };
      }
      case "replace": {
        const { replaced } = await replaceBannerImage(db, {
          ...actor,
          ...bannerReplaceSchema.parse(values),
          ...target,
        });
        const message = replaced ? CONTENT_MESSAGES.bannerReplaced : CONTENT_MESSAGES.altSaved;
        return { ok: true, status: 200, intent, message };
      }
      case "delete": {
        await deleteBannerImage(db, { ...actor, ...target });
        return { ok: true, status: 200, intent, message: CONTENT_MESSAGES.imageDeleted };
      }
      default:
        return { ok: false, status: 400, intent, message: "Unknown action.", fieldErrors: {} };
    }
  } catch (error) {
    return answerFailure(error, { intent, failed: FAILED[intent] ?? CONTENT_MESSAGES.addFailed, logger });
  }
}
