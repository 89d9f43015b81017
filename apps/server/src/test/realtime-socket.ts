import type { RealtimeEvent } from "@guilda/shared";
import WebSocket from "ws";

/** A test's websocket on /api/realtime: every event it heard, and a wait for the next of a type. */
export type RealtimeSocket = {
  ws: WebSocket;
  events: RealtimeEvent[];
  next(type: string, timeoutMs?: number): Promise<RealtimeEvent>;
  /** Resolves with the close code and reason once the socket closes. */
  closed: Promise<{ code: number; reason: string }>;
};

/**
 * Opens the socket with these headers; resolves once it is open, rejects with the status code
 * when the server refuses the upgrade.
 */
export function openRealtimeSocket(url: string, headers: Record<string, string>): Promise<RealtimeSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const events: RealtimeEvent[] = [];
    const waiters: { type: string; resolve: (e: RealtimeEvent) => void }[] = [];
    ws.on("message", (data) => {
      const event = JSON.parse(String(data)) as RealtimeEvent;
      events.push(event);
      for (const w of waiters.filter((w) => w.type === event.type)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(event);
      }
    });
    const next = (type: string, timeoutMs = 5000) =>
      new Promise<RealtimeEvent>((res, rej) => {
        const found = events.find((e) => e.type === type);
        if (found) return res(found);
        waiters.push({ type, resolve: res });
        setTimeout(() => rej(new Error(`no ${type} event within ${timeoutMs} ms`)), timeoutMs);
      });
    const closed = new Promise<{ code: number; reason: string }>((res) =>
      ws.on("close", (code, reason) => res({ code, reason: String(reason) })),
    );
    ws.on("open", () => resolve({ ws, events, next, closed }));
    ws.on("unexpected-response", (_req, res) => reject(new Error(`websocket refused: ${res.statusCode}`)));
    ws.on("error", reject);
  });
}
