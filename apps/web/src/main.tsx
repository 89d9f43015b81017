import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { AppRoutes, preloadPage } from "./app/router";
import { queryClient } from "./lib/query-client";
import { takeBootData } from "./lib/session";
import "./index.css";

// A signed-in member's page carries the session and settings; the page's own code and first data
// are asked for now, while the shell renders.
takeBootData(queryClient);
preloadPage(window.location.pathname, queryClient);

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

// The first render is a transition: React builds the tree in slices and lets the browser
// breathe between them instead of holding the page for the whole shell at once.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  ),
);

// The service worker (installable app, offline page, push) exists in production builds only; it
// is registered once the page has loaded, so it never competes with the first render.
if (import.meta.env.PROD)
  window.addEventListener(
    "load",
    () => void import("./lib/pwa/register").then((pwa) => pwa.registerServiceWorker()),
    {
      once: true,
    },
  );
