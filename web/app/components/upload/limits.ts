// The upload limits the server states (public config, sent with the root loader's data), for the form's text and
// for choosing how each file is sent (xhr-upload.ts).
import { useRouteLoaderData } from "react-router";
import type { UploadLimits } from "#shared/public-config.ts";
import type { loader as rootLoader } from "#web/root.tsx";

const MB = 1024 * 1024;

/** The page's upload limits; null where the root loader has not run (a component rendered on its own). */
export function useUploadLimits(): UploadLimits | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.media ?? null;
}

/** Megabytes as the server counts them (MEDIA_MAX_IMAGE_MB): whole, or to one decimal. */
export const megabytes = (bytes: number): string => String(Math.round((bytes / MB) * 10) / 10);

/** The message parameters of the form's size limits. */
export function sizeLimits(limits: UploadLimits): { photoMb: string; videoMb: string } {
  return { photoMb: megabytes(limits.maxImageBytes), videoMb: megabytes(limits.maxVideoBytes) };
}
