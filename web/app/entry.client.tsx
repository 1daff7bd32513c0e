import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { localeOfPath } from "#shared/locale-paths.ts";
import { overwriteGetLocale } from "#shared/paraglide/runtime.js";

// Messages render in the language of the page the browser shows (the server rendered it in the same one).
overwriteGetLocale(() => localeOfPath(window.location.pathname));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
