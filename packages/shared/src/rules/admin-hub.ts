import { adminHubMessages as m, joinStatus } from "../messages/admin-hub";
import { joinPolicyMessages } from "../messages/join-policy";
import type { AdminAreaCounts, AdminAreaKey, AdminHubArea } from "../schemas/admin-hub";

/** The community's zone: the rules' date is the day it is there. */
const DAY_FORMAT = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

type Line = { status: string; attention: boolean };

const LINES: { [K in AdminAreaKey]: (counts: AdminAreaCounts[K]) => Line } = {
  signups: ({ waiting }) => ({ status: m.signups(waiting), attention: waiting > 0 }),
  moderation: ({ reported, held }) => ({
    status: joinStatus(m.moderationReported(reported), held > 0 && m.moderationHeld(held)),
    attention: reported + held > 0,
  }),
  suppliers: ({ waiting, approved }) => ({
    status: joinStatus(m.suppliersWaiting(waiting), m.suppliersApproved(approved)),
    attention: waiting > 0,
  }),
  members: ({ members, pending_invites }) => ({
    status: joinStatus(m.members(members), pending_invites > 0 && m.pendingInvites(pending_invites)),
    attention: false,
  }),
  courses: ({ published, drafts }) => ({
    status: joinStatus(m.coursesPublished(published), drafts > 0 && m.courseDrafts(drafts)),
    attention: false,
  }),
  spaces: ({ total, private: hidden }) => ({
    status: joinStatus(m.spaces(total), hidden > 0 && m.privateSpaces(hidden)),
    attention: false,
  }),
  agents: ({ active, inactive }) => ({
    status: joinStatus(m.agentsActive(active), inactive > 0 && m.agentsInactive(inactive)),
    attention: false,
  }),
  events: ({ scheduled }) => ({ status: m.events(scheduled), attention: false }),
  suggestions: (counts) => ({
    status: joinStatus(
      m.suggestionsNew(counts.new),
      counts.in_review > 0 && m.suggestionsInReview(counts.in_review),
    ),
    attention: counts.new > 0,
  }),
  gamification: ({ active_missions }) => ({ status: m.missions(active_missions), attention: false }),
  resources: ({ visible, hidden }) => ({
    status: joinStatus(m.resourcesVisible(visible), hidden > 0 && m.hidden(hidden)),
    attention: false,
  }),
  plans: ({ visible, hidden }) => ({
    status: joinStatus(m.plansVisible(visible), hidden > 0 && m.hidden(hidden)),
    attention: false,
  }),
  rules: ({ updated_at }) => ({
    status: updated_at ? m.rulesUpdated(DAY_FORMAT.format(new Date(updated_at))) : m.rulesEmpty,
    attention: updated_at === null,
  }),
  sales: ({ offers, failed_deliveries }) => ({
    status: joinStatus(m.offers(offers), failed_deliveries > 0 && m.failedDeliveries(failed_deliveries)),
    attention: failed_deliveries > 0,
  }),
  backups: ({ last_done_at, last_failed, kept, enabled }) => ({
    status: joinStatus(
      last_done_at ? m.backupsLast(DAY_FORMAT.format(new Date(last_done_at))) : m.backupsNone,
      kept > 0 && m.backupsKept(kept),
      last_failed && m.backupsFailed,
      !enabled && m.backupsOff,
    ),
    attention: last_failed || !enabled || last_done_at === null,
  }),
  audit: ({ last_7_days }) => ({ status: m.auditLastWeek(last_7_days), attention: false }),
  settings: ({ join_policy, composer_space }) => ({
    status: joinStatus(
      m.joinPolicy(joinPolicyMessages.options[join_policy]),
      composer_space !== null && m.composerSpace(composer_space),
    ),
    attention: false,
  }),
};

/** An area's card on the hub: its one-line status (pt-BR, singular and plural) from its counts. */
export function adminHubArea<K extends AdminAreaKey>(key: K, counts: AdminAreaCounts[K]): AdminHubArea {
  return { key, ...LINES[key](counts) };
}
