import type { Db } from "../db";
import type { Jobs } from "../jobs";
import type { PendingEvents } from "../realtime/pending";
import type { DomainEvents } from "./catalogue";

export type { DomainEvents } from "./catalogue";
export type DomainEventType = keyof DomainEvents;
export type PayloadOf<K extends DomainEventType> = DomainEvents[K]["payload"];
export type OutcomeOf<K extends DomainEventType> = DomainEvents[K]["outcome"];

/** Where an event is published: the publisher's transaction and what waits for its commit. */
export type PublishScope = {
  /** The transaction that writes the fact: what subscribers write commits or rolls back with it. */
  tx: Db;
  /** Live events and after-commit work (`afterCommit`), flushed by the publisher once it committed. */
  pending: PendingEvents;
  /** The database outside that transaction, for after-commit work (events that tell many members). */
  db?: Db;
  /** The job queue, for jobs queued in the transaction (events whose subscribers send e-mail). */
  jobs?: Jobs;
};

/**
 * A subscriber. It runs inside the publisher's transaction, in the order subscribers were
 * registered, and may fill in the event's outcome for the publisher (or for a later subscriber).
 * Work that must wait for the commit (a live event, a job) goes through `scope.pending`.
 */
export type Subscriber<K extends DomainEventType> = (
  payload: PayloadOf<K>,
  scope: PublishScope & { outcome: OutcomeOf<K> },
) => Promise<void>;

type Entry = { owner: string; run: Subscriber<DomainEventType> };
const subscribers = new Map<DomainEventType, Entry[]>();

/**
 * Registers `owner`'s subscriber of `type`, once: registering again (another app built in the same
 * process, as tests do) changes nothing. The order of registration is the order of running.
 */
export function subscribe<K extends DomainEventType>(owner: string, type: K, run: Subscriber<K>) {
  const list = subscribers.get(type) ?? [];
  if (list.some((entry) => entry.owner === owner)) return;
  list.push({ owner, run: run as unknown as Subscriber<DomainEventType> });
  subscribers.set(type, list);
}

/**
 * Publishes a fact inside the transaction that writes it: every subscriber runs now, with the
 * same transaction, so what they write (points, notifications, certificates) commits or rolls
 * back with the fact. Answers the outcome the subscribers filled in.
 */
export async function publish<K extends DomainEventType>(
  scope: PublishScope,
  type: K,
  payload: PayloadOf<K>,
): Promise<OutcomeOf<K>> {
  const outcome = {} as OutcomeOf<K>;
  for (const entry of subscribers.get(type) ?? []) await entry.run(payload, { ...scope, outcome });
  return outcome;
}

/** Who listens to what (tests and the architecture check). */
export function subscribersOf(type: DomainEventType): string[] {
  return (subscribers.get(type) ?? []).map((entry) => entry.owner);
}
