import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { OFFLINE_PAGE, SW_MESSAGES, isPushPayload, type SwMessage } from "./lib/pwa/protocol";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/**
 * The app's hashed files and the offline page, written into the list at build time. Nothing
 * else is ever cached here: /api and /media answers go straight to the network, and so does every
 * page, since index.html carries the signed-in member's session and first data.
 */
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

self.addEventListener("install", (event) => {
  event.waitUntil(precache.install(event));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await precache.activate(event);
      // The page's request starts while the worker wakes up, instead of after it.
      await self.registration.navigationPreload?.enable();
    })(),
  );
});

/** Pages from the network, always; the offline page only when the network cannot answer. */
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request, event }) => {
    try {
      const preloaded = await (event as FetchEvent).preloadResponse;
      return (preloaded as Response | undefined) ?? (await fetch(request));
    } catch {
      const offline = await caches.match(precache.getCacheKeyForURL(OFFLINE_PAGE) ?? OFFLINE_PAGE);
      return offline ?? Response.error();
    }
  },
);

/** Fetches the build's files into the precache again, under the keys it looks them up by. */
async function refillPrecache() {
  const cache = await caches.open(precache.strategy.cacheName);
  await Promise.all(
    [...precache.getURLsToCacheKeys()].map(async ([url, key]) => {
      const response = await fetch(url, { credentials: "same-origin" });
      if (response.ok) await cache.put(key, response);
    }),
  );
}

self.addEventListener("message", (event) => {
  const message = event.data as SwMessage | undefined;
  if (message?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (message?.type === SW_MESSAGES.clearCaches)
    // Signing out: every cache goes (the page deletes them too), then the app's own files come
    // back, so the offline page still answers; none of them holds anything of the member.
    event.waitUntil(
      (async () => {
        await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
        await refillPrecache();
      })(),
    );
});

self.addEventListener("push", (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    return;
  }
  if (!isPushPayload(payload)) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: "/pwa/icon-192.png",
      badge: "/pwa/icon-maskable-192.png",
      data: { url: payload.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = new URL(typeof data?.url === "string" ? data.url : "/", self.location.origin);
  // Only the app's own addresses: a payload cannot send the member elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = tabs.find((tab) => new URL(tab.url).href === target.href);
      if (open) return void (await open.focus());
      await self.clients.openWindow(target.href);
    })(),
  );
});
