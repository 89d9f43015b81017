import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { REALTIME, type RealtimeEvent } from "@guilda/shared";
import { WebSocketServer, type WebSocket } from "ws";
import type { Logger } from "../logger";
import type { RealtimeHub } from "./hub";
import { RecentEvents, type Entry } from "./recent";

export const REALTIME_PATH = "/api/realtime";

export type SocketViewer = { userId: string; is_admin: boolean; is_moderator: boolean };

/** Who an event reaches: everyone, or these members (and, for a private space's, the staff). */
export type Reach = "all" | { userIds: ReadonlySet<string>; staff: boolean };

/** The sessions behind the sockets. */
export type SessionLookup<V> = {
  /** The session of an upgrade request: its key (a session token) and viewer, or null. */
  authenticate(headers: Headers): Promise<{ key: string; viewer: V } | null>;
  /** The viewers of the sessions still valid among these keys (a missing key has ended). */
  revalidate(keys: string[]): Promise<Map<string, V>>;
};

type Options<V extends SocketViewer> = {
  hub: RealtimeHub;
  logger: Logger;
  allowedOrigins: string[];
  sessions: SessionLookup<V>;
  /** Who an event reaches, asked once per event. */
  reach(event: RealtimeEvent): Promise<Reach>;
  /**
   * Upgrades waiting for their session beyond which a newcomer is told to come back later (close
   * code 1013, the wait in its reason) instead of waiting in line.
   */
  maxPendingUpgrades?: number;
  /** The wait asked of a newcomer when busy (the client spreads it). */
  busyRetryMs?: number;
};

type Connection<V> = {
  socket: WebSocket;
  viewer: V;
  key: string;
  alive: boolean;
  /** The count of events heard when it joined: it hears live only those heard after. */
  joined: number;
  /** While the missed events are being sent, the live ones wait here. */
  queued: Entry<Reach>[] | null;
};

function toHeaders(req: IncomingMessage) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** `?since=<id>`: the last event id the client saw, when it says one. */
function sinceOf(url: URL): number | null {
  const since = url.searchParams.get("since");
  return since && /^\d{1,15}$/.test(since) ? Number(since) : null;
}

export function reaches(reach: Reach, viewer: SocketViewer) {
  return (
    reach === "all" ||
    reach.userIds.has(viewer.userId) ||
    (reach.staff && (viewer.is_admin || viewer.is_moderator))
  );
}

const HELLO_TYPE = "hello";

/**
 * The websocket at /api/realtime: a session is required and the Origin must be ours. Each event
 * is written once (its text shared by every socket) and reaches its audience, decided once per
 * event; a member's own events go straight to their sockets. A socket that comes back with
 * `?since=<id>` first receives, in order and once, the events it missed. The server pings every
 * 30 s, drops sockets that stop answering and re-checks all sessions in a few statements, so
 * signing out (or a suspension) closes the socket too.
 */
export function attachRealtime<V extends SocketViewer>(server: Server, options: Options<V>) {
  const { hub, logger, sessions } = options;
  const maxPending = options.maxPendingUpgrades ?? 2000;
  const busyRetryMs = options.busyRetryMs ?? 3000;
  const allowed = new Set(options.allowedOrigins.map((o) => new URL(o).origin));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const connections = new Set<Connection<V>>();
  const byUser = new Map<string, Set<Connection<V>>>();
  const recent = new RecentEvents<Reach>(REALTIME.replayWindowMs, REALTIME.replayMaxEvents);
  let pending = 0;

  const reachOf = (entry: Entry<Reach>) => (entry.reach ??= options.reach(entry.event));
  const send = (c: Connection<V>, entry: Entry<Reach>) => c.socket.send(entry.payload, { binary: false });

  const forget = (c: Connection<V>) => {
    if (!connections.delete(c)) return;
    const mine = byUser.get(c.viewer.userId);
    mine?.delete(c);
    if (mine?.size === 0) byUser.delete(c.viewer.userId);
  };

  /** Hello, then what the socket missed (when the client said where it stopped), then live. */
  const welcome = async (c: Connection<V>, since: number | null) => {
    const missed = since === null ? [] : recent.after(since, c.joined);
    c.socket.send(JSON.stringify({ type: HELLO_TYPE, last_id: recent.lastId, resync: missed === null }));
    for (const entry of missed ?? []) {
      if (c.socket.readyState !== c.socket.OPEN) break;
      if (reaches(await reachOf(entry), c.viewer)) send(c, entry);
    }
    const queued = c.queued ?? [];
    c.queued = null;
    for (const entry of queued) send(c, entry);
  };

  const accept = (req: IncomingMessage, socket: Duplex, head: Buffer, since: number | null) => {
    const headers = toHeaders(req);
    pending += 1;
    sessions.authenticate(headers).then(
      async (session) => {
        pending -= 1;
        if (!session) return refuse(socket, 401, "Unauthorized");
        await primed;
        if (socket.destroyed) return;
        wss.handleUpgrade(req, socket, head, (ws) => {
          const c: Connection<V> = {
            socket: ws,
            viewer: session.viewer,
            key: session.key,
            alive: true,
            joined: recent.heardSoFar,
            queued: [],
          };
          connections.add(c);
          let mine = byUser.get(c.viewer.userId);
          if (!mine) byUser.set(c.viewer.userId, (mine = new Set()));
          mine.add(c);
          ws.on("pong", () => (c.alive = true));
          ws.on("message", (data) => {
            c.alive = true;
            if (String(data).includes('"ping"')) ws.send('{"type":"pong"}');
          });
          ws.on("close", () => forget(c));
          ws.on("error", () => forget(c));
          welcome(c, since).catch((err) => {
            logger.error({ err }, "realtime replay failed");
            ws.terminate();
          });
        });
      },
      (err) => {
        pending -= 1;
        logger.error({ err }, "realtime authentication failed");
        refuse(socket, 500, "Internal Server Error");
      },
    );
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== REALTIME_PATH) return;
    const origin = req.headers.origin;
    const host = req.headers.host;
    const sameHost = origin && host && (origin === `http://${host}` || origin === `https://${host}`);
    if (!origin || (!allowed.has(origin) && !sameHost)) return refuse(socket, 403, "Forbidden");
    if (pending >= maxPending) {
      // Come back later: the browser reads the close code and reason, never an HTTP status.
      wss.handleUpgrade(req, socket, head, (ws) => ws.close(REALTIME.busyCloseCode, String(busyRetryMs)));
      return;
    }
    accept(req, socket, head, sinceOf(url));
  };
  server.on("upgrade", onUpgrade);

  /** Sessions still valid keep their sockets (with their roles as they are now); the rest close. */
  const recheck = async () => {
    const keys = [...new Set([...connections].map((c) => c.key))];
    if (keys.length === 0) return;
    const viewers = await sessions.revalidate(keys);
    for (const c of connections) {
      const viewer = viewers.get(c.key);
      if (viewer && viewer.userId === c.viewer.userId) c.viewer = viewer;
      else c.socket.close(4401, "session ended");
    }
  };

  const heartbeat = setInterval(() => {
    for (const c of connections) {
      if (!c.alive) {
        c.socket.terminate();
        forget(c);
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
    recheck().catch((err) => logger.warn({ err }, "realtime session re-check failed"));
  }, REALTIME.heartbeatMs);
  heartbeat.unref();

  const deliver = async (entry: Entry<Reach>) => {
    if (connections.size === 0) return;
    const reach = await reachOf(entry);
    const targets =
      reach !== "all" && !reach.staff
        ? [...reach.userIds].flatMap((id) => [...(byUser.get(id) ?? [])])
        : connections;
    for (const c of targets) {
      // Joined after the event was heard: its replay (or its first page load) has it.
      if (c.joined >= entry.heard || !reaches(reach, c.viewer)) continue;
      if (c.queued) c.queued.push(entry);
      else send(c, entry);
    }
  };

  const unsubscribe = hub.subscribe((event, id) => {
    const entry = recent.add(id, event);
    if (entry)
      deliver(entry).catch((err) => logger.error({ err, type: event.type }, "realtime audience failed"));
  });
  // What was published before this instance started, for sockets that come back to it.
  const primed = hub.recent(REALTIME.replayWindowMs, REALTIME.replayMaxEvents).then(
    ({ events, lastId }) => recent.prime(events, lastId),
    (err) => logger.warn({ err }, "realtime replay not primed"),
  );

  return {
    connections: () => connections.size,
    /** Resolves once the events on record are loaded (tests). */
    ready: () => primed,
    /** The heartbeat's session re-check, now (tests). */
    recheck,
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      server.off("upgrade", onUpgrade);
      for (const c of connections) c.socket.terminate();
      wss.close();
    },
  };
}
