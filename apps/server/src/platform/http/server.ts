import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";

export type HttpTimeouts = {
  /** Time a client has to send the request headers. */
  headersMs: number;
  /** Time a client has to send the whole request, body included (a 50 MB upload on a slow line). */
  requestMs: number;
  /** A request whose body stops arriving for this long is closed (the time to answer is not counted). */
  idleMs: number;
  /**
   * How long a connection may wait, idle, for its next request. Longer than the 60 s idle timeout
   * of the usual load balancers and reverse proxies, so the app never closes a connection at the
   * moment the proxy (or a client reusing its connections) sends a request on it.
   */
  keepAliveMs: number;
};

const LISTEN_BACKLOG = 4096;

export const DEFAULT_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 10 * 60_000,
  idleMs: 30_000,
  keepAliveMs: 65_000,
};

/**
 * The Node HTTP server for the app, with timeouts so a client that announces a body and never
 * sends it (or sends it a byte at a time) cannot hold a connection for minutes.
 */
export function listen(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  {
    port,
    hostname,
    timeouts = DEFAULT_TIMEOUTS,
  }: { port: number; hostname: string; timeouts?: HttpTimeouts },
): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createAdaptorServer({
      fetch,
      serverOptions: {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        // How often Node looks for connections past those timeouts.
        connectionsCheckingInterval: Math.min(5_000, Math.ceil(timeouts.headersMs / 2)),
      },
    }) as Server;
    // A long queue of connections not yet accepted: after a restart every open tab comes back
    // within seconds (the system caps it at net.core.somaxconn).
    server.listen({ port, host: hostname, backlog: LISTEN_BACKLOG }, () =>
      resolve({ server, port: (server.address() as AddressInfo).port }),
    );
    server.keepAliveTimeout = timeouts.keepAliveMs;
    server.on("request", (req: IncomingMessage) => watchBody(req, timeouts.idleMs));
  });
}

/**
 * Closes the connection of a request whose body stalls: while the request is incomplete, the
 * socket must keep receiving bytes. A request already received (every GET, every small JSON
 * body) is never watched, so a slow answer is never cut.
 */
function watchBody(req: IncomingMessage, idleMs: number) {
  if (req.complete) return;
  const socket = req.socket;
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) return clearInterval(timer);
    if (socket.bytesRead === seen) {
      clearInterval(timer);
      socket.destroy();
      return;
    }
    seen = socket.bytesRead;
  }, idleMs);
  timer.unref();
  req.once("close", () => clearInterval(timer));
}
