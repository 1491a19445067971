import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The prerendered HTML is complete: let the browser paint it first, then hydrate. Hydrating in the
// same task as the script's arrival kept the first paint waiting for the whole hydration.
requestAnimationFrame(() => setTimeout(hydrate, 0));
