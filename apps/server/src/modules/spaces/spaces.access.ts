import { registerAccess } from "../../platform/access";
import { canSeeSpace, hiddenSpaceIdsFor } from "./spaces.service";

/** Spaces: public ones to every member, private ones to their members and the staff. */
export function registerSpacesAccess() {
  registerAccess("space", { canSee: canSeeSpace, scope: (db, viewer) => hiddenSpaceIdsFor(db, viewer) });
}
