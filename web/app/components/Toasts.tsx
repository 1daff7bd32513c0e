import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastHost } from "../lib/toast.ts";

const ToastHost = lazy(() => import("./ToastHost.tsx"));

/** Mounts the toast container once the first toast is asked for; until then pages load none of it. */
export function Toasts() {
  const requested = useSyncExternalStore(toastHost.subscribe, toastHost.requested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
