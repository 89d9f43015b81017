import type { RealtimeEvent } from "@guilda/shared";

/** An event as kept for delivery and replay: its text is written once for every socket. */
export type Entry<R> = {
  id: number;
  event: RealtimeEvent;
  /** The order this instance heard it in (primed events come first, all 0). */
  heard: number;
  at: number;
  payload: Buffer;
  /** Who it reaches, decided once (on first need) and shared by every socket. */
  reach?: Promise<R>;
};

/** `{"id":…,"type":…,…}`: the event's message on the socket. */
export function messageOf(id: number, event: RealtimeEvent): Buffer {
  return Buffer.from(JSON.stringify({ id, ...event }));
}

/**
 * The events this instance heard in the last `windowMs` (at most `maxEvents`), in id order, to
 * replay to a socket that comes back: it gives the id of the last event it saw and receives the
 * newer ones it may see. Everything after `coveredFrom` is here; asking from before that means
 * the socket must read everything again.
 */
export class RecentEvents<R> {
  private entries: Entry<R>[] = [];
  private heardCount = 0;
  /** Every event with an id above this one is kept. */
  coveredFrom = 0;
  /** The newest id this instance knows of. */
  lastId = 0;

  constructor(
    private readonly windowMs: number,
    private readonly maxEvents: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many events were heard so far: a socket that joins now hears those after this. */
  get heardSoFar() {
    return this.heardCount;
  }

  get size() {
    return this.entries.length;
  }

  /**
   * The events on record when the instance starts (oldest first) and the newest id given so far;
   * events heard live in the meantime stay.
   */
  prime(events: { id: number; event: RealtimeEvent }[], lastId: number) {
    const known = new Set(this.entries.map((e) => e.id));
    const primed = events
      .filter((e) => !known.has(e.id))
      .map((e) => ({ ...e, heard: 0, at: this.now(), payload: messageOf(e.id, e.event) }));
    this.entries = [...primed, ...this.entries].sort((a, b) => a.id - b.id);
    const first = events[0]?.id;
    this.coveredFrom = first !== undefined ? first - 1 : lastId;
    this.lastId = Math.max(this.lastId, lastId);
    this.trim();
  }

  /** Keeps a newly heard event; null when it was heard already (a replayed duplicate). */
  add(id: number, event: RealtimeEvent): Entry<R> | null {
    let at = this.entries.length;
    // Ids arrive in order but for the rare commit that overtakes another: find its place.
    while (at > 0 && this.entries[at - 1]!.id > id) at -= 1;
    if (at > 0 && this.entries[at - 1]!.id === id) return null;
    this.heardCount += 1;
    const entry: Entry<R> = {
      id,
      event,
      heard: this.heardCount,
      at: this.now(),
      payload: messageOf(id, event),
    };
    this.entries.splice(at, 0, entry);
    this.lastId = Math.max(this.lastId, id);
    this.trim();
    return entry;
  }

  /**
   * The events after `since` heard before `heardBefore` (inclusive), oldest first; null when
   * they are no longer all kept (the socket must read everything again).
   */
  after(since: number, heardBefore: number): Entry<R>[] | null {
    this.trim();
    if (since < this.coveredFrom) return null;
    let from = this.entries.length;
    while (from > 0 && this.entries[from - 1]!.id > since) from -= 1;
    return this.entries.slice(from).filter((e) => e.heard <= heardBefore);
  }

  private trim() {
    const oldest = this.now() - this.windowMs;
    let drop = 0;
    while (
      drop < this.entries.length &&
      (this.entries.length - drop > this.maxEvents || this.entries[drop]!.at < oldest)
    )
      drop += 1;
    if (drop === 0) return;
    this.coveredFrom = Math.max(this.coveredFrom, this.entries[drop - 1]!.id);
    this.entries = this.entries.slice(drop);
  }
}
