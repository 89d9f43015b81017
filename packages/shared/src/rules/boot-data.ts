import type { Me } from "../schemas/profile";
import type { CommunitySettings } from "../schemas/settings";

/** The id of the JSON block the server writes into a signed-in member's page (and a visitor's login page). */
export const BOOT_DATA_ID = "guilda-boot";

/**
 * What the server already knows when it sends a signed-in member's page, or a visitor's login or
 * sign-up page (session null): the same answers as /api/session and /api/settings, so the app's
 * first render needs neither round trip, and the answers of the page's first reads
 * (`firstRequests`) that succeeded, by address.
 */
export type BootData = { session: Me | null; settings: CommunitySettings; answers: Record<string, unknown> };

/**
 * JSON that can stand inside a `<script>` element: every `<` is written as `\u003c`, so no
 * `</script>` or `<!--` in a member's text can end or change the element. JSON.parse reads it back
 * unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
