import { registerAdminAreas } from "./modules/admin-hub/admin-hub.service";
import { agentsHubCounts } from "./modules/ai/ai-admin.service";
import { auditHubCounts } from "./modules/audit/audit.service";
import { backupsHubCounts } from "./modules/backups/backups.service";
import { rulesHubCounts } from "./modules/community/rules.service";
import { coursesHubCounts } from "./modules/courses/course-admin.service";
import { registerCoursesAccess } from "./modules/courses/courses.access";
import { registerCoursesModeration } from "./modules/courses/courses.moderation";
import { registerChatModeration } from "./modules/chat/chat.moderation";
import { subscribeCertificates } from "./modules/certificates/certificates.subscribers";
import { registerEventsAccess } from "./modules/events/events.access";
import { eventsHubCounts } from "./modules/events/events.service";
import { gamificationHubCounts } from "./modules/gamification/gamification.service";
import { subscribeGamification } from "./modules/gamification/gamification.subscribers";
import { membersHubCounts, signupsHubCounts } from "./modules/members/members.service";
import { moderationHubCounts } from "./modules/moderation/moderation.service";
import { subscribeNotifications } from "./modules/notifications/notifications.subscribers";
import { plansHubCounts } from "./modules/plans/plans.service";
import { resourcesHubCounts } from "./modules/resources/resources.service";
import { salesHubCounts } from "./modules/sales/sales.service";
import { subscribeSales } from "./modules/sales/sales.subscribers";
import { registerPostsAccess } from "./modules/posts/posts.access";
import { registerPostsModeration } from "./modules/posts/posts.moderation";
import { registerProfilesModeration } from "./modules/profiles/profiles.moderation";
import { settingsHubCounts } from "./modules/settings/settings.service";
import { registerSpacesAccess } from "./modules/spaces/spaces.access";
import { spacesHubCounts } from "./modules/spaces/spaces.service";
import { registerSuggestionsModeration } from "./modules/suggestions/suggestions.moderation";
import { suggestionsHubCounts } from "./modules/suggestions/suggestions.service";
import { registerSuppliersModeration } from "./modules/suppliers/suppliers.moderation";
import { suppliersHubCounts } from "./modules/suppliers/suppliers.service";

/**
 * The modules meet here, not in each other's code: each kind of content's access rule is
 * registered by its owner, and the modules that act on other modules' facts subscribe to them.
 * Subscribers run in this order inside the publisher's transaction: sales first (an accepted
 * invite's purchases grant before anyone is told), then points (a like's `firstTime` comes from the
 * ledger), then certificates, then notifications (which tell of all of them). The admin hub (/admin)
 * asks each area's owner for its counts through the owner's service, handed in here.
 * Safe to call again (every app built in one process, as tests do).
 */
export function wireModules() {
  registerSpacesAccess();
  registerPostsAccess();
  registerCoursesAccess();
  registerEventsAccess();
  registerPostsModeration();
  registerProfilesModeration();
  registerCoursesModeration();
  registerChatModeration();
  registerSuggestionsModeration();
  registerSuppliersModeration();
  subscribeSales();
  subscribeGamification();
  subscribeCertificates();
  subscribeNotifications();
  registerAdminAreas({
    signups: (db) => signupsHubCounts(db),
    moderation: (db) => moderationHubCounts(db),
    suppliers: (db) => suppliersHubCounts(db),
    members: (db, now) => membersHubCounts(db, now),
    courses: (db) => coursesHubCounts(db),
    spaces: (db) => spacesHubCounts(db),
    agents: (db) => agentsHubCounts(db),
    events: (db, now) => eventsHubCounts(db, now),
    suggestions: (db) => suggestionsHubCounts(db),
    gamification: (db) => gamificationHubCounts(db),
    resources: (db) => resourcesHubCounts(db),
    plans: (db) => plansHubCounts(db),
    rules: (db) => rulesHubCounts(db),
    sales: (db) => salesHubCounts(db),
    backups: (db) => backupsHubCounts(db),
    audit: (db, now) => auditHubCounts(db, now),
    settings: (db) => settingsHubCounts(db),
  });
}
