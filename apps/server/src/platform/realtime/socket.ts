import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { REALTIME, type RealtimeEvent } from "@guilda/shared";
import { WebSocketServer, type WebSocket } from "ws";
import type { Logger } from "../logger";
import type { RealtimeHub } from "./hub";

export const REALTIME_PATH = "/api/realtime";

export type SocketViewer = { userId: string; is_admin: boolean; is_moderator: boolean };

type Options<V extends SocketViewer> = {
  hub: RealtimeHub;
  logger: Logger;
  allowedOrigins: string[];
  /** The viewer behind the upgrade request's cookie, or null. */
  authenticate(headers: Headers): Promise<V | null>;
  /** For each event, who of the connected viewers may receive it. */
  audience(event: RealtimeEvent, viewers: V[]): Promise<Set<string> | "all">;
};

type Connection<V> = { socket: WebSocket; viewer: V; headers: Headers; alive: boolean };

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

/**
 * The websocket at /api/realtime: a session is required and the Origin must be ours. The
 * server pings every 30 s and drops sockets that stop answering; the session is re-checked at
 * each heartbeat, so signing out closes the socket too.
 */
export function attachRealtime<V extends SocketViewer>(server: Server, options: Options<V>) {
  const { hub, logger } = options;
  const allowed = new Set(options.allowedOrigins.map((o) => new URL(o).origin));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const connections = new Set<Connection<V>>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== REALTIME_PATH) return;
    const origin = req.headers.origin;
    const host = req.headers.host;
    const sameHost = origin && host && (origin === `http://${host}` || origin === `https://${host}`);
    if (!origin || (!allowed.has(origin) && !sameHost)) return refuse(socket, 403, "Forbidden");
    const headers = toHeaders(req);
    options.authenticate(headers).then(
      (viewer) => {
        if (!viewer) return refuse(socket, 401, "Unauthorized");
        wss.handleUpgrade(req, socket, head, (ws) => {
          const connection: Connection<V> = { socket: ws, viewer, headers, alive: true };
          connections.add(connection);
          ws.on("pong", () => (connection.alive = true));
          ws.on("message", (data) => {
            connection.alive = true;
            if (String(data).includes('"ping"')) ws.send(JSON.stringify({ type: "pong" }));
          });
          ws.on("close", () => connections.delete(connection));
          ws.on("error", () => connections.delete(connection));
        });
      },
      (err) => {
        logger.error({ err }, "realtime authentication failed");
        refuse(socket, 500, "Internal Server Error");
      },
    );
  };
  server.on("upgrade", onUpgrade);

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        connections.delete(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      options.authenticate(connection.headers).then(
        (viewer) => {
          if (viewer) connection.viewer = viewer;
          else connection.socket.close(4401, "session ended");
        },
        () => undefined,
      );
    }
  }, REALTIME.heartbeatMs);
  heartbeat.unref();

  const unsubscribe = hub.subscribe((event) => {
    if (connections.size === 0) return;
    const list = [...connections];
    options
      .audience(
        event,
        list.map((c) => c.viewer),
      )
      .then(
        (audience) => {
          const payload = JSON.stringify(event);
          for (const c of list)
            if (audience === "all" || audience.has(c.viewer.userId)) c.socket.send(payload);
        },
        (err) => logger.error({ err, type: event.type }, "realtime audience failed"),
      );
  });

  return {
    connections: () => connections.size,
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      server.off("upgrade", onUpgrade);
      for (const c of connections) c.socket.terminate();
      wss.close();
    },
  };
}
