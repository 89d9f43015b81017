import { registerAccess } from "../../platform/access";
import { canSeeEvent } from "./events.service";

/** Events: whoever may see the event's space. */
export function registerEventsAccess() {
  registerAccess("event", { canSee: canSeeEvent });
}
