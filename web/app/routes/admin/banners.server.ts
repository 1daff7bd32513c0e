import type { Db } from "#server/db/firestore.ts";
import { listBannerGroupsForAdmin } from "#server/modules/content/queries.ts";
import { addBannerImage, deleteBannerImage, replaceBannerImage } from "#server/modules/content/service.ts";
import {
  BANNER_SIZE,
  bannerAddSchema,
  bannerReplaceSchema,
  CONTENT_MESSAGES,
  MIN_BANNER_IMAGES,
} from "#shared/forms/content.ts";
import { type ContentFormInput, runContentForm } from "./content-form.server.ts";

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
export function runBannerAction(db: Db, input: ContentFormInput) {
  const { storage, logger } = input;
  const target = (values: Record<string, string>) => ({
    groupId: values.groupId ?? "",
    imageId: values.imageId ?? "",
    storage,
    logger,
  });
  return runContentForm(input, {
    failed: (intent) => FAILED[intent] ?? CONTENT_MESSAGES.addFailed,
    intents: {
      add: async ({ values, actor }) => {
        await addBannerImage(db, { ...actor, ...bannerAddSchema.parse(values), storage, logger });
        return CONTENT_MESSAGES.bannerAdded;
      },
      replace: async ({ values, actor }) => {
        const { replaced } = await replaceBannerImage(db, {
          ...actor,
          ...bannerReplaceSchema.parse(values),
          ...target(values),
        });
        return replaced ? CONTENT_MESSAGES.bannerReplaced : CONTENT_MESSAGES.altSaved;
      },
      delete: async ({ values, actor }) => {
        await deleteBannerImage(db, { ...actor, ...target(values) });
        return CONTENT_MESSAGES.imageDeleted;
      },
    },
  });
}
