import type { RealtimeEvent } from "@guilda/shared";
import type { RealtimeHub } from "./hub";

/**
 * What a transaction decided that the world hears of once it has committed, so nobody hears of a
 * notification or a point that a rollback took away: live events (`add`) and after-commit work
 * (`afterCommit`, which may add live events of its own). Collect in the transaction, then `flush`
 * after it.
 */
export class PendingEvents {
  private readonly events: RealtimeEvent[] = [];
  private readonly tasks: (() => Promise<void>)[] = [];

  add(event: RealtimeEvent) {
    this.events.push(event);
  }

  /** Work that must wait for the commit (announcing rows written in the transaction, a job). */
  afterCommit(task: () => Promise<void>) {
    this.tasks.push(task);
  }

  get size() {
    return this.events.length + this.tasks.length;
  }

  /** Runs the after-commit work, then publishes every live event, in the order they came. */
  async flush(hub?: RealtimeHub) {
    for (const task of this.tasks.splice(0)) await task();
    const events = this.events.splice(0);
    if (hub) for (const event of events) await hub.publish(event);
  }
}
