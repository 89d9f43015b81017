import type { RealtimeEvent } from "@guilda/shared";
import pg from "pg";
import type { Logger } from "../logger";

type Listener = (event: RealtimeEvent) => void;

/** Where events are published and heard. With PostgreSQL, every instance hears every event. */
export type RealtimeHub = {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: Listener): () => void;
  close(): Promise<void>;
};

const CHANNEL = "guilda_events";
const RECONNECT_MS = [1000, 2000, 5000, 10_000];

export function createRealtimeHub({
  databaseUrl,
  logger,
}: {
  databaseUrl?: string | undefined;
  logger: Logger;
}) {
  const listeners = new Set<Listener>();
  const deliver = (event: RealtimeEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        logger.error({ err }, "realtime listener failed");
      }
    }
  };
  const subscribe = (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  if (!databaseUrl) {
    // One process (embedded database): events go straight to this instance's sockets.
    const hub: RealtimeHub = {
      publish: async (event) => queueMicrotask(() => deliver(event)),
      subscribe,
      close: async () => listeners.clear(),
    };
    return hub;
  }

  // Several instances: NOTIFY on one connection, LISTEN on a dedicated one in every instance.
  let client: pg.Client | null = null;
  let ready: Promise<pg.Client> | null = null;
  let closed = false;
  let attempt = 0;

  const connect = (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        deliver(JSON.parse(message.payload) as RealtimeEvent);
      } catch (err) {
        logger.warn({ err }, "invalid realtime payload");
      }
    });
    next.on("error", (err) => {
      logger.warn({ err }, "realtime connection lost");
      client = null;
      ready = null;
      if (!closed) {
        const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
        setTimeout(() => void ensure().catch(() => undefined), delay).unref();
      }
    });
    return next
      .connect()
      .then(() => next.query(`listen ${CHANNEL}`))
      .then(() => {
        attempt = 0;
        client = next;
        return next;
      });
  };
  const ensure = () => {
    ready ??= connect().catch((err) => {
      ready = null;
      throw err;
    });
    return ready;
  };
  void ensure().catch((err) => logger.warn({ err }, "realtime listener not connected yet"));

  // One NOTIFY at a time on the shared client (pg does not take a query while one is running).
  let queue: Promise<void> = Promise.resolve();
  const notify = async (event: RealtimeEvent) => {
    try {
      const c = client ?? (await ensure());
      await c.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]);
    } catch (err) {
      // The write already happened; the live update is best effort. Local sockets still hear it.
      logger.warn({ err, type: event.type }, "realtime publish failed");
      deliver(event);
    }
  };

  const hub: RealtimeHub = {
    publish(event) {
      queue = queue.then(() => notify(event));
      return queue;
    },
    subscribe,
    async close() {
      closed = true;
      listeners.clear();
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
  return hub;
}
