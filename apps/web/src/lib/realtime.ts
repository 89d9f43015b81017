import { REALTIME } from "@guilda/shared/constants";
import { busyRetryDelay, reconnectDelay } from "@guilda/shared/rules/realtime";
import type { RealtimeEvent, RealtimeMessage } from "@guilda/shared/schemas/feed";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { isMember, meQueryOptions } from "./session";

export type RealtimeEventType = RealtimeEvent["type"];
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;
type Listener = (event: RealtimeEvent) => void;

const ANY = "*";
/** Navigating from one page with listeners to the next should not drop and reopen the socket. */
const IDLE_CLOSE_DELAY_MS = 2000;

/** Ids of the last events handled, so one replayed after a reconnection is not handled twice. */
const SEEN_IDS_KEPT = 500;

const listeners = new Map<string, Set<Listener>>();
const resyncListeners = new Set<() => void>();
let socket: WebSocket | null = null;
/** The newest event id seen (or the server's newest when the socket opened): where to resume. */
let lastId: number | null = null;
const seenIds = new Set<number>();
let attempt = 0;
let lastMessageAt = 0;
let heartbeatTimer: number | undefined;
let reconnectTimer: number | undefined;
let idleTimer: number | undefined;

function listenerCount(): number {
  let count = 0;
  listeners.forEach((set) => (count += set.size));
  return count;
}

function isWanted(): boolean {
  return listenerCount() > 0;
}

function socketUrl(): string {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  const since = lastId === null ? "" : `?since=${lastId}`;
  return `${scheme}://${window.location.host}/api/realtime${since}`;
}

function isRealtimeMessage(value: unknown): value is RealtimeMessage {
  return !!value && typeof value === "object" && typeof (value as { type?: unknown }).type === "string";
}

/** Handles one message: the hello, or an event not handled yet (a replay may repeat one). */
function receive(message: RealtimeMessage): void {
  if (message.type === "pong") return;
  if (message.type === "hello") {
    // Too long away for the server to replay what was missed: everything on screen is read again.
    if (message.resync) [...resyncListeners].forEach((listener) => listener());
    if (message.resync || lastId === null) lastId = message.last_id;
    return;
  }
  if (typeof message.id === "number") {
    if (seenIds.has(message.id)) return;
    seenIds.add(message.id);
    if (seenIds.size > SEEN_IDS_KEPT) seenIds.delete(seenIds.values().next().value!);
    lastId = Math.max(lastId ?? 0, message.id);
  }
  const { id: _id, ...event } = message;
  dispatch(event as RealtimeEvent);
}

function dispatch(event: RealtimeEvent): void {
  // Copies: a listener may unsubscribe (or subscribe) while we iterate.
  [...(listeners.get(event.type) ?? [])].forEach((listener) => listener(event));
  [...(listeners.get(ANY) ?? [])].forEach((listener) => listener(event));
}

function stopTimers(): void {
  window.clearInterval(heartbeatTimer);
  window.clearTimeout(reconnectTimer);
  heartbeatTimer = undefined;
  reconnectTimer = undefined;
}

/**
 * The next try after the spec's steps (1, 2, 5, then 10 s), each spread by half either way so
 * that the tabs a restart dropped do not all come back in the same second; a busy server's wait
 * when it asked for one.
 */
function scheduleReconnect(asked: number | null = null): void {
  if (!isWanted() || reconnectTimer !== undefined) return;
  const delay = asked ?? reconnectDelay(attempt);
  attempt += 1;
  reconnectTimer = window.setTimeout(() => {
    reconnectTimer = undefined;
    open();
  }, delay);
}

function drop(current: WebSocket): void {
  current.onopen = current.onmessage = current.onclose = current.onerror = null;
  if (current.readyState === WebSocket.CONNECTING || current.readyState === WebSocket.OPEN) current.close();
  if (socket === current) socket = null;
  window.clearInterval(heartbeatTimer);
  heartbeatTimer = undefined;
}

function heartbeat(current: WebSocket): void {
  // The server answers every ping; two silent beats mean the connection is dead even if the
  // browser has not noticed (sleeping laptop, dropped Wi-Fi).
  if (Date.now() - lastMessageAt > 2 * REALTIME.heartbeatMs) {
    drop(current);
    scheduleReconnect();
    return;
  }
  if (current.readyState === WebSocket.OPEN) current.send(JSON.stringify({ type: "ping" }));
}

function open(): void {
  if (socket || !isWanted()) return;
  let current: WebSocket;
  try {
    current = new WebSocket(socketUrl());
  } catch (error) {
    console.warn("Realtime connection failed", error);
    scheduleReconnect();
    return;
  }
  socket = current;
  current.onopen = () => {
    attempt = 0;
    lastMessageAt = Date.now();
    heartbeatTimer = window.setInterval(() => heartbeat(current), REALTIME.heartbeatMs);
  };
  current.onmessage = (message) => {
    lastMessageAt = Date.now();
    if (typeof message.data !== "string") return;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    if (isRealtimeMessage(data)) receive(data);
  };
  current.onclose = (event) => {
    drop(current);
    scheduleReconnect(event.code === REALTIME.busyCloseCode ? busyRetryDelay(event.reason) : null);
  };
  // An error is always followed by close, which reconnects.
  current.onerror = () => {};
}

function close(): void {
  stopTimers();
  if (socket) drop(socket);
  attempt = 0;
}

function onOnline(): void {
  if (!isWanted() || socket) return;
  window.clearTimeout(reconnectTimer);
  reconnectTimer = undefined;
  attempt = 0;
  open();
}

/**
 * Listens to server events ('*' for all of them). The one shared socket opens with the first
 * listener and closes shortly after the last one leaves. Returns the unsubscribe function.
 */
export function subscribeRealtime(type: RealtimeEventType | typeof ANY, listener: Listener): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener);
  window.clearTimeout(idleTimer);
  if (listenerCount() === 1) window.addEventListener("online", onOnline);
  open();
  return () => {
    set.delete(listener);
    if (isWanted()) return;
    window.clearTimeout(idleTimer);
    idleTimer = window.setTimeout(() => {
      if (isWanted()) return;
      window.removeEventListener("online", onOnline);
      close();
    }, IDLE_CLOSE_DELAY_MS);
  };
}

/**
 * Calls `listener` when the socket came back too late for the server to replay what it missed:
 * whatever the page shows must be read again. Returns the unsubscribe function.
 */
export function onRealtimeResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => void resyncListeners.delete(listener);
}

/**
 * Calls `handler` for each server event while a member is signed in (visitors never open the
 * socket). Pass an event type to receive only those, e.g. `useRealtimeEvent("chat.message", fn)`.
 * The handler may change on every render; the subscription stays.
 */
export function useRealtimeEvent(handler: (event: RealtimeEvent) => void): void;
export function useRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: (event: RealtimeEventOf<T>) => void,
): void;
export function useRealtimeEvent(
  typeOrHandler: RealtimeEventType | ((event: RealtimeEvent) => void),
  maybeHandler?: (event: never) => void,
): void {
  const type = typeof typeOrHandler === "string" ? typeOrHandler : ANY;
  const handler = (typeof typeOrHandler === "string" ? maybeHandler : typeOrHandler) as
    ((event: RealtimeEvent) => void) | undefined;
  const { data: isSignedIn = false } = useQuery({ ...meQueryOptions, select: isMember });
  const onEvent = useEffectEvent((event: RealtimeEvent) => handler?.(event));

  useEffect(() => {
    if (!isSignedIn) return;
    return subscribeRealtime(type, (event) => onEvent(event));
  }, [isSignedIn, type]);
}
