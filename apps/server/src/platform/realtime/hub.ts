import type { RealtimeEvent } from "@guilda/shared";
import pg from "pg";
import { rawSqlOn, type Db } from "../db";
import type { Logger } from "../logger";

/** An event with the id every instance and every socket knows it by (increasing). */
export type Published = { id: number; event: RealtimeEvent };
/** Hears each event with its id. */
type Listener = (event: RealtimeEvent, id: number) => void;

/** Where events are published and heard. With PostgreSQL, every instance hears every event. */
export type RealtimeHub = {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: Listener): () => void;
  /**
   * The events of the last `windowMs` still on record, oldest first, and the newest id ever given
   * (0 before the first): what an instance that starts may replay.
   */
  recent(windowMs: number, limit: number): Promise<{ events: Published[]; lastId: number }>;
  /** Resolves once this instance hears what the others publish. */
  listening(): Promise<void>;
  /** Forgets the events older than `windowMs` (the prune job). */
  prune(windowMs: number): Promise<number>;
  close(): Promise<void>;
};

const CHANNEL = "guilda_events";
export const PRUNE_REALTIME_EVENTS_JOB = "realtime.prune";
const RECONNECT_MS = [1000, 2000, 5000, 10_000];

const INSERT = "insert into realtime_events (event) values ($1::jsonb) returning id";
// One statement: the event is numbered, kept and announced together (NOTIFY is sent at commit).
const INSERT_AND_NOTIFY = `with e as (${INSERT})
  select e.id, pg_notify($2, json_build_object('id', e.id, 'event', $1::json)::text) from e`;

export function createRealtimeHub({
  databaseUrl,
  db,
  logger,
}: {
  databaseUrl?: string | undefined;
  db: Db;
  logger: Logger;
}) {
  const raw = rawSqlOn(db);
  const listeners = new Set<Listener>();
  const deliver = (published: Published) => {
    for (const listener of listeners) {
      try {
        listener(published.event, published.id);
      } catch (err) {
        logger.error({ err }, "realtime listener failed");
      }
    }
  };
  const subscribe = (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  /** Numbers and keeps an event on the app's connection, without telling other instances. */
  const record = async (event: RealtimeEvent): Promise<Published> => {
    const { rows } = await raw(INSERT, [JSON.stringify(event)]);
    return { id: Number(rows[0].id), event };
  };
  const common = {
    subscribe,
    async recent(windowMs: number, limit: number) {
      const { rows } = await raw(
        `select id, event from (
           select id, event from realtime_events
           where created_at > now() - make_interval(secs => $1) order by id desc limit $2
         ) newest order by id`,
        [windowMs / 1000, limit],
      );
      const { rows: last } = await raw("select coalesce(max(id), 0) as id from realtime_events", []);
      return {
        events: rows.map((r) => ({ id: Number(r.id), event: r.event as RealtimeEvent })),
        lastId: Number(last[0].id),
      };
    },
    async prune(windowMs: number) {
      // The newest row stays, whatever its age: it carries the newest id after a quiet spell.
      const { rows } = await raw(
        `with gone as (
           delete from realtime_events
           where created_at < now() - make_interval(secs => $1)
             and id < (select max(id) from realtime_events)
           returning 1
         ) select count(*)::int as n from gone`,
        [windowMs / 1000],
      );
      return Number(rows[0].n);
    },
  };

  // One event at a time, so ids are given and heard in the order events were published.
  let queue: Promise<void> = Promise.resolve();
  const inOrder = (task: () => Promise<void>) => {
    queue = queue.then(task);
    return queue;
  };

  if (!databaseUrl) {
    // One process (embedded database): events go straight to this instance's sockets.
    const hub: RealtimeHub = {
      ...common,
      publish: (event) =>
        inOrder(async () => {
          try {
            deliver(await record(event));
          } catch (err) {
            logger.warn({ err, type: event.type }, "realtime publish failed");
          }
        }),
      listening: async () => undefined,
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
        const { id, event } = JSON.parse(message.payload) as Published;
        deliver({ id: Number(id), event });
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

  const notify = async (event: RealtimeEvent) => {
    try {
      const c = client ?? (await ensure());
      await c.query(INSERT_AND_NOTIFY, [JSON.stringify(event), CHANNEL]);
    } catch (err) {
      // The write already happened; the live update is best effort. Local sockets still hear it
      // (numbered through the app's pool), other instances' sockets catch up when they reconnect.
      logger.warn({ err, type: event.type }, "realtime publish failed");
      try {
        deliver(await record(event));
      } catch {
        /* the database is away: nobody can number it */
      }
    }
  };

  const hub: RealtimeHub = {
    ...common,
    publish: (event) => inOrder(() => notify(event)),
    listening: async () => void (await ensure()),
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
