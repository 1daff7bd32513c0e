import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Messages render in the language of the page's path: the browser's Paraglide runtime reads it
// (web/app/lib/browser-runtime.ts), as the server did for the same page.

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
