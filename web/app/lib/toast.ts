// Toasts (SPEC §9): top-right, closing after 5 s, pausing on hover and when the window loses focus, dragged
// away past 80 %. One container is mounted in routes/public/layout.tsx; show toasts through these helpers.
// They use react-toastify's unstyled build (its CSS arrives as a <link>), so every caller must import from
// here rather than from "react-toastify", whose other build keeps a separate queue and injects a <style>.
import { type ToastContainerProps, toast } from "react-toastify/unstyled";

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

export function showSuccess(message: string): void {
  toast.success(message);
}

export function showError(message: string): void {
  toast.error(message);
}

export function showInfo(message: string): void {
  toast.info(message);
}
