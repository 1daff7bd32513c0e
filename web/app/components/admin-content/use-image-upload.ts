// One picture chosen, previewed and uploaded to POST /api/v1/uploads (the listings' pipeline: photos re-encoded,
// their metadata stripped) with its progress in percent. The page then names the upload id in its own form.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { xhrTransport } from "#web/components/upload/xhr-upload.ts";

export type UploadStatus = "idle" | "uploading" | "processing" | "uploaded" | "failed";

/** JPEG, PNG and WebP: what the pipeline turns into renditions every browser shows. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const isImageFile = (file: File): boolean => (IMAGE_TYPES as readonly string[]).includes(file.type);

export interface ImageUpload {
  file: File | null;
  /** An object URL of the chosen file, for the preview. */
  preview: string | null;
  percent: number;
  status: UploadStatus;
  choose(file: File | null): void;
  /** Uploads the chosen file; resolves with the upload id. Rejects with an UploadError (its detail is safe to show). */
  upload(): Promise<string>;
  /** Deletes an upload the page will not use after all (its save failed); best effort. */
  discard(uploadId: string): void;
}

export function useImageUpload(): ImageUpload {
  const transport = useMemo(() => xhrTransport(), []);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [status, setStatus] = useState<UploadStatus>("idle");
  const sending = useRef<AbortController | null>(null);

  // The preview's object URL lives as long as it is shown.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  // Leaving the page stops an upload under way.
  useEffect(() => () => sending.current?.abort(), []);

  const choose = useCallback((chosen: File | null) => {
    sending.current?.abort();
    setFile(chosen);
    setPreview(chosen && isImageFile(chosen) ? URL.createObjectURL(chosen) : null);
    setPercent(0);
    setStatus("idle");
  }, []);

  const upload = useCallback(async () => {
    if (!file) throw new Error("no file chosen");
    const controller = new AbortController();
    sending.current = controller;
    setPercent(0);
    setStatus("uploading");
    try {
      const answer = await transport.send(file, {
        signal: controller.signal,
        onProgress(fraction) {
          setPercent(Math.min(100, Math.round(fraction * 100)));
          // Every byte is sent: the server is making the renditions now.
          if (fraction >= 1) setStatus("processing");
        },
      });
      setPercent(100);
      setStatus("uploaded");
      return answer.id;
    } catch (error) {
      setStatus("failed");
      throw error;
    } finally {
      if (sending.current === controller) sending.current = null;
    }
  }, [file, transport]);

  return { file, preview, percent, status, choose, upload, discard: transport.discard };
}
