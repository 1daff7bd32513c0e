import type { Config } from "#server/config.ts";
import { createDiskStorage } from "./disk.ts";
import { createS3Storage } from "./s3.ts";
import type { Storage } from "./storage.ts";

/** The storage STORAGE_DRIVER names: local disk under DATA_DIR/media (served at /media), or an S3 bucket. */
export function createStorage(config: Pick<Config, "storage" | "mediaDir">): Storage {
  const settings = config.storage;
  if (settings.driver === "disk") return createDiskStorage({ mediaDir: config.mediaDir });
  return createS3Storage({
    bucket: settings.bucket,
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    publicUrl: settings.publicUrl,
  });
}
