import { webPwaMessages as m } from "@guilda/shared/messages/web-pwa";
import { Workbox } from "workbox-window";
import { toast } from "@/lib/toast";

/** How often an open tab asks whether a new version was published. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds only: main.tsx). A new version waits until the
 * member chooses 'Atualizar' in the banner: then it takes over and the page reloads once, never
 * under the member by surprise.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const workbox = new Workbox("/sw.js", { scope: "/" });
  workbox.addEventListener("waiting", () => offerUpdate(() => workbox.messageSkipWaiting()));
  workbox
    .register()
    .then(() => window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS))
    // Refused registrations (private windows, blocked by policy) leave a plain website.
    .catch(() => undefined);
}

/** The banner 'Nova versão disponível' and its 'Atualizar', which calls `activate`. */
export function offerUpdate(activate: () => void): void {
  toast(m.updateAvailable, {
    id: "pwa-update",
    description: m.updateAvailableText,
    duration: Infinity,
    action: {
      label: m.updateAction,
      onClick: () => {
        navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
          once: true,
        });
        activate();
      },
    },
  });
}
