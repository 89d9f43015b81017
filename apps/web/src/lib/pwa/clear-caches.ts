import { SW_MESSAGES, type SwMessage } from "./protocol";

/**
 * Deletes every Cache Storage entry and tells the service worker, which does the same and puts
 * back only the app's own files (the offline page and the build): after signing out or deleting
 * the account, nothing of the member stays on the device.
 */
export async function clearOfflineCaches(): Promise<void> {
  if (!("caches" in window)) return;
  await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  // After the deletions, so the worker's refill is not deleted with them.
  const message: SwMessage = { type: SW_MESSAGES.clearCaches };
  navigator.serviceWorker?.controller?.postMessage(message);
}
