import { subscribe } from "../../platform/events";
import { getProfile } from "../profiles/profiles.service";
import { claimPurchases } from "./sales.processing";

const OWNER = "sales";

/** A buyer who was invited joins: the purchases that waited for them grant now. */
export function subscribeSales() {
  subscribe(OWNER, "invite.accepted", async (e, scope) => {
    const profile = await getProfile(scope.tx, e.memberId);
    if (profile) await claimPurchases(scope, e.inviteId, e.memberId, profile.email);
  });
}
