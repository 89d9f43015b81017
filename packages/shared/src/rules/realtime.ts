import { REALTIME } from "../constants";

/**
 * The wait before reconnection attempt `attempt` (0 for the first): the spec's steps (1, 2, 5,
 * then 10 s) spread randomly by ±50 %, so the tabs a restart dropped do not come back together.
 * `random` is a number in [0, 1) (Math.random by default).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const steps = REALTIME.reconnectBackoffMs;
  const step = steps[Math.min(Math.max(0, attempt), steps.length - 1)]!;
  const spread = REALTIME.reconnectJitter;
  return Math.round(step * (1 - spread + 2 * spread * random()));
}

/**
 * The wait a busy server asked for in its close reason (milliseconds as text), spread like the
 * steps; null when the reason is not a wait (then the usual step applies). At most a minute.
 */
export function busyRetryDelay(reason: string, random: () => number = Math.random): number | null {
  if (!/^\d{1,6}$/.test(reason)) return null;
  const asked = Math.min(Number(reason), 60_000);
  const spread = REALTIME.reconnectJitter;
  return Math.round(asked * (1 - spread + 2 * spread * random()));
}
