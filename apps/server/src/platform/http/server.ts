import type { Server } from "node:http";
import { serve } from "@hono/node-server";

export type HttpTimeouts = {
  /** Time a client has to send the request headers. */
  headersMs: number;
  /** Time a client has to send the whole request, body included (a 50 MB upload on a slow line). */
  requestMs: number;
  /** A connection where nothing moves for this long is closed: a body that stops arriving. */
  idleMs: number;
};

export const DEFAULT_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 10 * 60_000,
  idleMs: 30_000,
};

/**
 * The Node HTTP server for the app, with timeouts so a client that announces a body and never
 * sends it (or sends it a byte at a time) cannot hold a connection for minutes.
 */
export function listen(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  { port, hostname, timeouts = DEFAULT_TIMEOUTS }: { port: number; hostname: string; timeouts?: HttpTimeouts },
): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch,
        port,
        hostname,
        serverOptions: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs },
      },
      (info) => resolve({ server: server as Server, port: info.port }),
    ) as Server;
    // Idle sockets are destroyed (upgraded websockets are handed to ws and keep their own pings).
    server.setTimeout(timeouts.idleMs, (socket) => socket.destroy());
  });
}
