// One client process of the realtime benchmark (realtime.ts forks several): it holds its share of
// the sockets on /api/realtime and follows the web client's policy. A socket that fails to open or
// is closed by the server tries again after reconnectDelay(attempt), or after busyRetryDelay(reason)
// when the server closed it with 1013 (busy); once it knows an event id (an event's `id`, or the
// `hello`'s `last_id`) it reconnects with `?since=<last id seen>`. Servers without ids or hello are
// handled too. It records when each post.created arrived on each socket, by the shared wall clock
// (performance.timeOrigin + performance.now()), and answers the parent's commands over IPC.
import { REALTIME } from "@guilda/shared/constants";
import { busyRetryDelay, reconnectDelay } from "@guilda/shared/rules/realtime";
import WebSocket from "ws";

/** Milliseconds on a clock every process on this machine shares. */
export const clock = () => performance.timeOrigin + performance.now();

/** What went wrong, per kind, during one phase (opening or the storm). */
export type Counters = {
  /** Successful opens (a socket closed with 1013 right away counts here and in `busy`). */
  opens: number;
  /** Upgrades answered with an HTTP status instead of 101, by status. */
  refused: Record<string, number>;
  /** Connection errors before the upgrade (ECONNREFUSED, ECONNRESET, timeout…), by kind. */
  errors: Record<string, number>;
  /** Closes with 1013 (the server is busy; the reason is the wait in ms). */
  busy: number;
  /** Other closes of an open socket by the server or the network, by code. */
  closes: Record<string, number>;
  /** `hello` messages that asked for a resync (the missed events could not be replayed). */
  resyncs: number;
};

export type Command =
  | {
      cmd: "init";
      urls: string[];
      cookies: string[];
      origin: string;
      first: number;
      count: number;
      concurrency: number;
      handshakeTimeoutMs: number;
      phaseTimeoutMs: number;
    }
  | { cmd: "open" }
  | { cmd: "storm" }
  | { cmd: "collect"; posts: { id: string; t0: number }[] }
  | { cmd: "close" };

export type PostResult = {
  id: string;
  /** Arrival minus publication, for the sockets open when the post was published. */
  latencies: number[];
  openAtPublish: number;
  downAtPublish: number;
  /** Sockets down when it was published that received it after reconnecting. */
  caughtUp: number;
};

export type Report =
  | { ev: "ready" }
  | {
      ev: "phaseDone";
      at: number;
      complete: boolean;
      open: number;
      counters: Counters;
      /** Handshakes in flight at most at once. */
      peakInFlight: number;
    }
  | { ev: "collected"; posts: PostResult[]; duplicates: number; idsSeen: boolean; hellos: number }
  | { ev: "closed" };

type Sock = {
  url: string;
  cookie: string;
  ws: WebSocket | null;
  isOpen: boolean;
  attempt: number;
  lastId: number | null;
  /** [opened, closed) on the shared clock; closed is Infinity while open. */
  intervals: [number, number][];
  ids: Set<number>;
  arrivals: Map<string, number>;
  timer: NodeJS.Timeout | undefined;
};

const emptyCounters = (): Counters => ({
  opens: 0,
  refused: {},
  errors: {},
  busy: 0,
  closes: {},
  resyncs: 0,
});
const bump = (record: Record<string, number>, key: string) => (record[key] = (record[key] ?? 0) + 1);

let settings: Extract<Command, { cmd: "init" }>;
const sockets: Sock[] = [];
const queue: Sock[] = [];
let inFlight = 0;
let peakInFlight = 0;
let openCount = 0;
let counters = emptyCounters();
let phase: { deadline: NodeJS.Timeout } | null = null;
let duplicates = 0;
let idsSeen = false;
let hellos = 0;
let closing = false;

const send = (report: Report) => process.send?.(report);

function finishPhase(complete: boolean) {
  if (!phase) return;
  clearTimeout(phase.deadline);
  phase = null;
  send({ ev: "phaseDone", at: clock(), complete, open: openCount, counters, peakInFlight });
}

function startPhase() {
  counters = emptyCounters();
  peakInFlight = inFlight;
  phase = { deadline: setTimeout(() => finishPhase(false), settings.phaseTimeoutMs) };
}

function pump() {
  while (inFlight < settings.concurrency && queue.length) connect(queue.shift()!);
}

function retryLater(s: Sock, delay: number) {
  s.attempt += 1;
  s.timer = setTimeout(() => {
    s.timer = undefined;
    queue.push(s);
    pump();
  }, delay);
}

function markDown(s: Sock) {
  if (!s.isOpen) return;
  s.isOpen = false;
  openCount -= 1;
  s.intervals.at(-1)![1] = clock();
}

function onMessage(s: Sock, data: WebSocket.RawData) {
  const at = clock();
  let message: { type?: unknown; id?: unknown; last_id?: unknown; resync?: unknown; post_id?: unknown };
  try {
    message = JSON.parse(String(data)) as typeof message;
  } catch {
    return;
  }
  if (message.type === "hello") {
    hellos += 1;
    if (message.resync === true) counters.resyncs += 1;
    if (typeof message.last_id === "number") {
      idsSeen = true;
      // The newest id when this socket started hearing: where a first reconnection resumes from.
      if (s.lastId === null) s.lastId = message.last_id;
    }
    return;
  }
  if (typeof message.id === "number") {
    idsSeen = true;
    if (s.ids.has(message.id)) duplicates += 1;
    else s.ids.add(message.id);
    s.lastId = Math.max(s.lastId ?? 0, message.id);
  }
  if (
    message.type === "post.created" &&
    typeof message.post_id === "string" &&
    !s.arrivals.has(message.post_id)
  )
    s.arrivals.set(message.post_id, at);
}

function connect(s: Sock) {
  const url = s.lastId === null ? s.url : `${s.url}?since=${s.lastId}`;
  const ws = new WebSocket(url, {
    headers: { cookie: s.cookie, origin: settings.origin },
    handshakeTimeout: settings.handshakeTimeoutMs,
    perMessageDeflate: false,
  });
  s.ws = ws;
  inFlight += 1;
  peakInFlight = Math.max(peakInFlight, inFlight);
  let settled = false;
  const settle = () => {
    if (settled) return false;
    settled = true;
    inFlight -= 1;
    setImmediate(pump);
    return true;
  };
  const failed = (kind: "refused" | "errors", key: string) => {
    if (!settle() || s.ws !== ws) return;
    s.ws = null;
    bump(counters[kind], key);
    retryLater(s, reconnectDelay(s.attempt));
  };
  ws.on("unexpected-response", (req, res) => {
    res.resume();
    failed("refused", String(res.statusCode));
    req.destroy();
  });
  ws.on("error", (err: NodeJS.ErrnoException) => {
    const kind = /timed out/i.test(err.message) ? "timeout" : (err.code ?? err.message.slice(0, 40));
    failed("errors", kind);
  });
  ws.on("open", () => {
    if (!settle() || s.ws !== ws) return;
    counters.opens += 1;
    s.isOpen = true;
    openCount += 1;
    s.intervals.push([clock(), Infinity]);
    s.attempt = 0;
    if (phase && openCount === sockets.length) finishPhase(true);
  });
  ws.on("message", (data) => onMessage(s, data));
  ws.on("close", (code, reason) => {
    if (s.ws !== ws || closing) return;
    s.ws = null;
    if (!settle() && !s.isOpen) return;
    markDown(s);
    let delay: number | null = null;
    if (code === REALTIME.busyCloseCode) {
      counters.busy += 1;
      delay = busyRetryDelay(reason.toString());
    } else bump(counters.closes, String(code));
    retryLater(s, delay ?? reconnectDelay(s.attempt));
  });
}

/** Drops a socket from this side without a closing handshake, as a dead network would. */
function drop(s: Sock) {
  clearTimeout(s.timer);
  s.timer = undefined;
  const ws = s.ws;
  s.ws = null;
  markDown(s);
  if (ws) {
    ws.on("error", () => undefined);
    ws.terminate();
  }
}

function collect(posts: { id: string; t0: number }[]): Report {
  const results = posts.map(({ id, t0 }) => {
    const result: PostResult = { id, latencies: [], openAtPublish: 0, downAtPublish: 0, caughtUp: 0 };
    for (const s of sockets) {
      const arrived = s.arrivals.get(id);
      if (s.intervals.some(([from, to]) => from <= t0 && to > t0)) {
        result.openAtPublish += 1;
        if (arrived !== undefined) result.latencies.push(arrived - t0);
      } else {
        result.downAtPublish += 1;
        if (arrived !== undefined) result.caughtUp += 1;
      }
    }
    return result;
  });
  return { ev: "collected", posts: results, duplicates, idsSeen, hellos };
}

process.on("message", (command: Command) => {
  switch (command.cmd) {
    case "init":
      settings = command;
      for (let i = 0; i < command.count; i++) {
        const g = command.first + i;
        const servers = command.urls.length;
        sockets.push({
          url: command.urls[g % servers]!,
          cookie: command.cookies[Math.floor(g / servers) % command.cookies.length]!,
          ws: null,
          isOpen: false,
          attempt: 0,
          lastId: null,
          intervals: [],
          ids: new Set(),
          arrivals: new Map(),
          timer: undefined,
        });
      }
      send({ ev: "ready" });
      break;
    case "open":
      startPhase();
      queue.push(...sockets);
      pump();
      break;
    case "storm":
      for (const s of sockets) drop(s);
      queue.length = 0;
      startPhase();
      for (const s of sockets) {
        s.attempt = 0;
        retryLater(s, reconnectDelay(0));
      }
      break;
    case "collect":
      send(collect(command.posts));
      break;
    case "close":
      closing = true;
      if (phase) clearTimeout(phase.deadline);
      for (const s of sockets) drop(s);
      send({ ev: "closed" });
      setTimeout(() => process.exit(0), 100);
      break;
  }
});
// The parent went away: nothing left to do.
process.on("disconnect", () => process.exit(0));
