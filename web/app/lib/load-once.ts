/**
 * Code loaded on first need and kept (a dialog's module on the first press): every call after the first gets the
 * same promise. A load that failed, the network having dropped, is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
