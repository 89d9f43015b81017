import type { JoinPolicy } from "../rules/join-policy";

/**
 * The admin areas /admin links to, in the order the hub shows them: what waits for a decision
 * first, then the community's content, then its configuration.
 */
export const ADMIN_AREAS = [
  "signups",
  "moderation",
  "suppliers",
  "members",
  "courses",
  "spaces",
  "agents",
  "events",
  "suggestions",
  "gamification",
  "resources",
  "plans",
  "rules",
  "sales",
  "backups",
  "audit",
  "settings",
] as const;
export type AdminAreaKey = (typeof ADMIN_AREAS)[number];

/** What each area's owner module counts for the hub (its one-line status is made of these). */
export type AdminAreaCounts = {
  /** Sign-ups that confirmed their e-mail and wait for an admin ('Aguardando aprovação'). */
  signups: { waiting: number };
  /** Items in the moderators' queue: reported ones and those held for review. */
  moderation: { reported: number; held: number };
  /** Suggested suppliers waiting for the staff's review, and the approved directory. */
  suppliers: { waiting: number; approved: number };
  /** Members (waiting sign-ups left out) and invites not accepted yet. */
  members: { members: number; pending_invites: number };
  courses: { published: number; drafts: number };
  spaces: { total: number; private: number };
  agents: { active: number; inactive: number };
  /** Events still to happen (a recurring series counts once), cancelled ones left out. */
  events: { scheduled: number };
  /** Suggestions the staff has not looked at yet ('Nova') and those 'Em análise'. */
  suggestions: { new: number; in_review: number };
  gamification: { active_missions: number };
  /** The sidebar's Recursos items. */
  resources: { visible: number; hidden: number };
  /** The plans of /pricing. */
  plans: { visible: number; hidden: number };
  /** When the rules were last saved, or null while they are empty. */
  rules: { updated_at: string | null };
  sales: { offers: number; failed_deliveries: number };
  /** The newest successful archive, whether the newest finished one failed, how many are kept. */
  backups: { last_done_at: string | null; last_failed: boolean; kept: number; enabled: boolean };
  /** Actions of moderators and admins recorded in the last 7 days ('Registro'). */
  audit: { last_7_days: number };
  /** 'Cadastro', and the space the home composer proposes (its name), if one is set. */
  settings: { join_policy: JoinPolicy; composer_space: string | null };
};

/** One card of the hub: the area, its status line (pt-BR) and whether something waits in it. */
export type AdminHubArea = {
  key: AdminAreaKey;
  status: string;
  /** Something in the area waits for an admin (sign-ups, suppliers, failed deliveries…). */
  attention: boolean;
};

/** GET /api/admin/hub — admins only. */
export type AdminHub = { areas: AdminHubArea[] };
