// Toasts (SPEC §9): top-right, closing after 5 s, pausing on hover and when the window loses focus, dragged
// away past 80 %. Show them through these helpers: react-toastify and its stylesheet load with the first toast
// (components/Toasts.tsx mounts the one container then), not with every page. Its unstyled build is used
// everywhere, because its other build keeps a separate queue and injects a <style>.
import type { ToastContainerProps } from "react-toastify/unstyled";

export const TOAST_OPTIONS = {
  position: "top-right",
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  closeOnClick: false,
  newestOnTop: true,
} as const satisfies ToastContainerProps;

type Toaster = typeof import("react-toastify/unstyled");

let toaster: Promise<Toaster> | null = null;
const hostListeners = new Set<() => void>();

/** Loads react-toastify once and asks the layout to mount the container; toasts sent before it mounts wait. */
function loadToaster(): Promise<Toaster> {
  if (!toaster) {
    toaster = import("react-toastify/unstyled");
    for (const listener of hostListeners) listener();
  }
  return toaster;
}

/** For the container's host: whether any toast has been asked for yet, and a way to hear when one is. */
export const toastHost = {
  subscribe(listener: () => void): () => void {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
  requested: (): boolean => toaster !== null,
};

export function showSuccess(message: string): void {
  void loadToaster().then(({ toast }) => toast.success(message));
}

export function showError(message: string): void {
  void loadToaster().then(({ toast }) => toast.error(message));
}

export function showInfo(message: string): void {
  void loadToaster().then(({ toast }) => toast.info(message));
}
