import { REALTIME } from "@guilda/shared/constants";
import type { RealtimeEvent } from "@guilda/shared/schemas/feed";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { isMember, meQueryOptions } from "./session";

export type RealtimeEventType = RealtimeEvent["type"];
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;
type Listener = (event: RealtimeEvent) => void;

const ANY = "*";
/** Navigating from one page with listeners to the next should not drop and reopen the socket. */
const IDLE_CLOSE_DELAY_MS = 2000;

const listeners = new Map<string, Set<Listener>>();
let socket: WebSocket | null = null;
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
  return `${scheme}://${window.location.host}/api/realtime`;
}

function isRealtimeEvent(value: unknown): value is RealtimeEvent {
  return !!value && typeof value === "object" && typeof (value as { type?: unknown }).type === "string";
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

function scheduleReconnect(): void {
  if (!isWanted() || reconnectTimer !== undefined) return;
  const steps = REALTIME.reconnectBackoffMs;
  const delay = steps[Math.min(attempt, steps.length - 1)] ?? 10_000;
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
    if (isRealtimeEvent(data) && (data.type as string) !== "pong") dispatch(data);
  };
  current.onclose = () => {
    drop(current);
    scheduleReconnect();
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
