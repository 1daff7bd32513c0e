import toastStyles from "react-toastify/ReactToastify.css?url";
import { ToastContainer } from "react-toastify/unstyled";
import { TOAST_OPTIONS } from "../lib/toast.ts";

/** The one toast container and its stylesheet, loaded with the first toast (see Toasts.tsx). */
export default function ToastHost() {
  return (
    <>
      <link rel="stylesheet" href={toastStyles} precedence="default" />
      <ToastContainer {...TOAST_OPTIONS} />
    </>
  );
}
