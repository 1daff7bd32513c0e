// Matrix rows of the admin console: Banners and featured collections. Each write's `before` puts a fresh record
// in place for every role (a group of 3 images, so that the admin's delete is allowed; an upload of the admin's
// for the writes that take one), so that the shared data stay as they were and the run is repeatable.
import { insertBannerGroup, insertCollection } from "#tests/support/factories/index.ts";
import { insertUploads } from "#tests/support/factories/listing-writes.ts";
import { adminOnly, adminPage, type MatrixContext, type Row } from "./rows.ts";

let scratch = { groupId: "sell", imageId: "none", uploadId: "none", collectionId: "none" };

/** An upload of the admin's that no record holds yet. */
async function adminUpload({ api, members }: MatrixContext): Promise<string> {
  const [upload] = await insertUploads(api.db, { ownerId: members.admin!.uid });
  return upload!.id;
}

/** A banner group of three images (delete is allowed), and an upload to add or replace with. */
async function freshGroup(context: MatrixContext): Promise<void> {
  const group = await insertBannerGroup(context.api.db, { imageCount: 3 });
  scratch = {
    ...scratch,
    groupId: group.id,
    imageId: group.images[0]!.id,
    uploadId: await adminUpload(context),
  };
}

async function freshCollection(context: MatrixContext): Promise<void> {
  const collection = await insertCollection(context.api.db, { title: "Land", propertyName: "Land" });
  scratch = { ...scratch, collectionId: collection.id, uploadId: await adminUpload(context) };
}

const collectionForm = () => ({
  title: "Farm houses",
  description: "Weekend homes among coconut groves.",
  propertyName: "Farm House",
  uploadId: scratch.uploadId,
});

export const rows: readonly Row[] = [
  // ---- API --------------------------------------------------------------------------------------------------
  {
    method: "GET",
    route: "/api/v1/admin/banners",
    path: () => "/api/v1/admin/banners",
    what: "the banner groups with their images",
    expect: adminOnly(200),
  },
  {
    method: "POST",
    route: "/api/v1/admin/banners",
    path: () => "/api/v1/admin/banners",
    what: "add an uploaded image to a banner group",
    expect: adminOnly(201),
    json: () => ({ groupId: scratch.groupId, uploadId: scratch.uploadId, alt: "Plots near Salem" }),
    before: freshGroup,
  },
  {
    method: "PUT",
    route: "/api/v1/admin/banners/:id/images/:imageId",
    path: () => `/api/v1/admin/banners/${scratch.groupId}/images/${scratch.imageId}`,
    what: "replace a banner image in place",
    expect: adminOnly(200),
    json: () => ({ uploadId: scratch.uploadId, alt: "Shops in Erode" }),
    before: freshGroup,
  },
  {
    method: "DELETE",
    route: "/api/v1/admin/banners/:id/images/:imageId",
    path: () => `/api/v1/admin/banners/${scratch.groupId}/images/${scratch.imageId}`,
    what: "delete a banner image of a group of three",
    expect: adminOnly(200),
    before: freshGroup,
  },
  {
    method: "GET",
    route: "/api/v1/admin/collections",
    path: () => "/api/v1/admin/collections",
    what: "the featured collections in order",
    expect: adminOnly(200),
  },
  {
    method: "POST",
    route: "/api/v1/admin/collections",
    path: () => "/api/v1/admin/collections",
    what: "create a featured collection",
    expect: adminOnly(201),
    json: collectionForm,
    before: freshCollection,
  },
  {
    method: "PUT",
    route: "/api/v1/admin/collections/:id",
    path: () => `/api/v1/admin/collections/${scratch.collectionId}`,
    what: "edit a featured collection",
    expect: adminOnly(200),
    json: collectionForm,
    before: freshCollection,
  },
  {
    method: "DELETE",
    route: "/api/v1/admin/collections/:id",
    path: () => `/api/v1/admin/collections/${scratch.collectionId}`,
    what: "delete a featured collection",
    expect: adminOnly(200),
    before: freshCollection,
  },
  {
    method: "POST",
    route: "/api/v1/admin/collections/:id/move",
    path: () => `/api/v1/admin/collections/${scratch.collectionId}/move`,
    what: "move a featured collection one place up",
    expect: adminOnly(200),
    json: () => ({ direction: "up" }),
    before: freshCollection,
  },

  // ---- Pages ------------------------------------------------------------------------------------------------
  {
    method: "GET",
    route: "/uploadimage",
    path: () => "/uploadimage",
    what: "the banner manager",
    expect: adminPage(200),
  },
  {
    method: "POST",
    route: "/uploadimage",
    path: () => "/uploadimage",
    what: "add an uploaded image to a banner group",
    expect: adminPage(200),
    form: () => ({ intent: "add", groupId: scratch.groupId, uploadId: scratch.uploadId, alt: "Houses" }),
    before: freshGroup,
  },
  {
    method: "POST",
    route: "/uploadimage",
    path: () => "/uploadimage",
    what: "replace a banner image",
    expect: adminPage(200),
    form: () => ({
      intent: "replace",
      groupId: scratch.groupId,
      imageId: scratch.imageId,
      uploadId: scratch.uploadId,
      alt: "Houses",
    }),
    before: freshGroup,
  },
  {
    method: "POST",
    route: "/uploadimage",
    path: () => "/uploadimage",
    what: "delete a banner image of a group of three",
    expect: adminPage(200),
    form: () => ({ intent: "delete", groupId: scratch.groupId, imageId: scratch.imageId }),
    before: freshGroup,
  },
  {
    method: "GET",
    route: "/admin/collections",
    path: () => "/admin/collections",
    what: "the featured collections",
    expect: adminPage(200),
  },
  {
    method: "POST",
    route: "/admin/collections",
    path: () => "/admin/collections",
    what: "create a featured collection",
    expect: adminPage(200),
    form: () => ({ intent: "create", ...collectionForm() }),
    before: freshCollection,
  },
  {
    method: "POST",
    route: "/admin/collections",
    path: () => "/admin/collections",
    what: "edit a featured collection",
    expect: adminPage(200),
    form: () => ({ intent: "update", id: scratch.collectionId, ...collectionForm() }),
    before: freshCollection,
  },
  {
    method: "POST",
    route: "/admin/collections",
    path: () => "/admin/collections",
    what: "move a featured collection",
    expect: adminPage(200),
    form: () => ({ intent: "move", id: scratch.collectionId, direction: "up" }),
    before: freshCollection,
  },
  {
    method: "POST",
    route: "/admin/collections",
    path: () => "/admin/collections",
    what: "delete a featured collection",
    expect: adminPage(200),
    form: () => ({ intent: "delete", id: scratch.collectionId }),
    before: freshCollection,
  },
];
