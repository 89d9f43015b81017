import type { RealtimeEvent } from "@guilda/shared";
import type { RealtimeHub } from "./hub";

/**
 * Events decided inside a transaction and published once it has committed, so nobody hears of
 * a notification or a point that a rollback took away. Collect with `add` in the transaction,
 * then `flush` after it.
 */
export class PendingEvents {
  private readonly events: RealtimeEvent[] = [];

  add(event: RealtimeEvent) {
    this.events.push(event);
  }

  get size() {
    return this.events.length;
  }

  async flush(hub: RealtimeHub) {
    const events = this.events.splice(0);
    for (const event of events) await hub.publish(event);
  }
}
