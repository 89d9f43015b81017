import { registerCoursesAccess } from "./modules/courses/courses.access";
import { subscribeCertificates } from "./modules/certificates/certificates.subscribers";
import { registerEventsAccess } from "./modules/events/events.access";
import { subscribeGamification } from "./modules/gamification/gamification.subscribers";
import { subscribeNotifications } from "./modules/notifications/notifications.subscribers";
import { subscribeSales } from "./modules/sales/sales.subscribers";
import { registerPostsAccess } from "./modules/posts/posts.access";
import { registerSpacesAccess } from "./modules/spaces/spaces.access";

/**
 * The modules meet here, not in each other's code: each kind of content's access rule is
 * registered by its owner, and the modules that act on other modules' facts subscribe to them.
 * Subscribers run in this order inside the publisher's transaction: sales first (an accepted
 * invite's purchases grant before anyone is told), then points (a like's `firstTime` comes from the
 * ledger), then certificates, then notifications (which tell of all of them).
 * Safe to call again (every app built in one process, as tests do).
 */
export function wireModules() {
  registerSpacesAccess();
  registerPostsAccess();
  registerCoursesAccess();
  registerEventsAccess();
  subscribeSales();
  subscribeGamification();
  subscribeCertificates();
  subscribeNotifications();
}
