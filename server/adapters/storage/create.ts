import type { Config } from "#server/config.ts";
import { createDiskStorage } from "./disk.ts";
import { createS3Storage } from "./s3.ts";
import type { Storage } from "./storage.ts";

/**
 * The storage STORAGE_DRIVER names: local disk (public files under DATA_DIR/media, served at /media; private ones
 * under DATA_DIR/media-private, served to signed URLs at /media-private), or two S3 buckets, public and private.
 */
export function createStorage(config: Pick<Config, "storage" | "mediaDir" | "privateMediaDir">): Storage {
  const settings = config.storage;
  if (settings.driver === "disk")
    return createDiskStorage({ mediaDir: config.mediaDir, privateDir: config.privateMediaDir });
  return createS3Storage({
    bucket: settings.bucket,
    privateBucket: settings.privateBucket,
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    publicUrl: settings.publicUrl,
  });
}
