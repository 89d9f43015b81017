/** Product constants from spec §9. */

import { rightSidebarMessages } from "./messages/sidebar";
import { DEFAULT_JOIN_POLICY } from "./rules/join-policy";
import type { CommunitySettings, OfferCard } from "./schemas/settings";

export const PRODUCT_NAME = "Guilda";
export const DEFAULT_BRAND_COLOR = "#8B5CF6";
export const INITIALS_FALLBACK = "GF";

export const THEMES = [
  { id: "dark", name: "Dark Padrão", description: "Tema escuro clássico" },
  { id: "azul-escuro", name: "Azul Escuro", description: "Tema escuro com tons azuis" },
  { id: "claro-padrao", name: "Claro Padrão", description: "Tema claro clássico" },
] as const;
export type ThemeId = (typeof THEMES)[number]["id"];
export const DEFAULT_THEME: ThemeId = "dark";
export const THEME_STORAGE_KEY = "guilda-theme";

/**
 * The levels' stored keys, lowest first (spec §9). Members read the community's own name for each
 * (community_settings.level_names, edited with the thresholds in /admin/gamificacao); until an
 * admin renames one, its name is its key.
 */
export const LEVELS = ["Padawan", "Jedi", "Mestre Jedi", "Grande Mestre"] as const;
export type Level = (typeof LEVELS)[number];
export const DEFAULT_LEVEL: Level = "Padawan";
/** The name members read for each level. */
export type LevelNames = Record<Level, string>;
export const DEFAULT_LEVEL_NAMES: LevelNames = {
  Padawan: "Padawan",
  Jedi: "Jedi",
  "Mestre Jedi": "Mestre Jedi",
  "Grande Mestre": "Grande Mestre",
};

export const SPACE_TYPES = [
  { id: "publicacoes", title: "Publicações" },
  { id: "eventos", title: "Eventos" },
  { id: "chat", title: "Chat" },
  { id: "curso", title: "Curso" },
  { id: "membros", title: "Membros" },
  { id: "imagens", title: "Imagens" },
] as const;
export type SpaceType = (typeof SPACE_TYPES)[number]["id"];
export const SPACE_TYPE_IDS = SPACE_TYPES.map((t) => t.id) as [SpaceType, ...SpaceType[]];
export const SPACE_ICON_NAMES = ["star", "heart", "calendar", "message-square"] as const;
export const NEW_SPACE_ORDER = 999;

/**
 * The AI tiers' stored keys (spec §3) with their badge colours and the names members read until an
 * admin renames them: a tier's name is the name of its plan on /pricing (plans.name).
 */
export const AI_TIERS = [
  { id: "trial", label: "Teste", color: "#64748B" },
  { id: "basic", label: "Básico", color: "#3B82F6" },
  { id: "premium", label: "Premium", color: "#F59E0B" },
  { id: "enterprise", label: "Empresarial", color: "#8B5CF6" },
] as const;
export type AiTier = (typeof AI_TIERS)[number]["id"];
export const AI_TIER_IDS = AI_TIERS.map((t) => t.id) as [AiTier, ...AiTier[]];
/** The name members read for each tier. */
export type TierLabels = Record<AiTier, string>;
export const DEFAULT_TIER_LABELS = Object.fromEntries(AI_TIERS.map((t) => [t.id, t.label])) as TierLabels;
/** Answers per 24 hours for each tier until an admin sets other values (ai_tier_quotas). */
export const DEFAULT_AI_QUOTAS: Record<AiTier, number> = {
  trial: 20,
  basic: 100,
  premium: 300,
  enterprise: 1000,
};
/** Passages retrieved for one question (and sent to the provider as numbered sources). */
export const AI_RETRIEVAL_LIMIT = 6;
/** Suggested questions an agent may show on an empty conversation. */
export const AI_MAX_SUGGESTED_QUESTIONS = 4;

/** A course without category is grouped under this name. */
export const DEFAULT_COURSE_CATEGORY = "Geral";
/** /novos-cursos lists courses published in this many days. */
export const NEW_COURSE_DAYS = 30;

export const POST_MEDIA_TYPES = ["image", "gif", "video", "youtube", "vimeo", "wistia"] as const;
export type PostMediaType = (typeof POST_MEDIA_TYPES)[number];

export const SIDEBAR = {
  cookieName: "sidebar_state",
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  keyboardShortcut: "b",
  width: "15rem",
  widthLarge: "16rem",
  widthMobile: "18rem",
  widthCollapsed: "3rem",
  mobileBreakpointPx: 768,
  scrollbarHideDelayMs: 600,
} as const;

export const INVITE_VALIDITY_DAYS = 7;
export const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
export const MEMBERS_LOADING_PLACEHOLDERS = 8;

export const TOAST_DURATION_MS = {
  pin: 3000,
  delete: 3000,
  publish: 4000,
  upload: 2000,
} as const;

export const REALTIME = {
  heartbeatMs: 30_000,
  reconnectBackoffMs: [1000, 2000, 5000, 10_000],
  /** Each reconnection step is spread by this fraction either way, so a restart is not a storm. */
  reconnectJitter: 0.5,
  /** How long an instance keeps the events it heard, to replay them to a socket that reconnects. */
  replayWindowMs: 15 * 60_000,
  /** At most this many events are kept for replay (the window shrinks under a flood). */
  replayMaxEvents: 20_000,
  /** The close code of a connection refused while the server is busy; its reason is the wait in ms. */
  busyCloseCode: 1013,
} as const;

/** Password recovery tokens live at most this long. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Spec §2.3 defaults of the offer card: blank fields fall back to these. */
export const DEFAULT_OFFER: OfferCard = {
  titulo: rightSidebarMessages.offerDefaultTitle,
  subtitulo: "",
  descricao: "",
  imagemUrl: rightSidebarMessages.offerDefaultImage,
  linkBotao: rightSidebarMessages.offerDefaultLink,
  textoBotao: rightSidebarMessages.offerDefaultButton,
};

/** What the community looks like before its settings row exists (or loads). */
export const DEFAULT_SETTINGS: CommunitySettings = {
  community_name: PRODUCT_NAME,
  brand_color: DEFAULT_BRAND_COLOR,
  logo_url: null,
  icon_url: null,
  offer: DEFAULT_OFFER,
  pinned_links: [],
  join_policy: DEFAULT_JOIN_POLICY,
  public_page: false,
  composer_space_id: null,
  footer_text: null,
  level_names: DEFAULT_LEVEL_NAMES,
  tier_labels: DEFAULT_TIER_LABELS,
};

/** Limits of "Adicionar Membro" (manual form and CSV import), shared by the form and the server. */
export const MEMBER_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  tagsMax: 20,
  tagMax: 40,
  coursesMax: 200,
  /** Members in one batch request, and valid rows in one CSV file. */
  batchMax: 10_000,
  /** A 10,000-row file is about 1 MB; anything far bigger is not a member list. */
  csvMaxBytes: 5 * 1024 * 1024,
} as const;

/**
 * Request body cap of the batch endpoint: a full 10,000-member batch with names, tags and
 * courses is a few MB of JSON. Every other JSON body is capped at 1 MB.
 */
export const BATCH_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * Budgets of the writes that cost, per member (invite acceptance: per client address). Generous
 * for real use; an operator may change them with WRITE_LIMITS (JSON, e.g. {"posts":{"max":60}}).
 */
export const WRITE_LIMITS = {
  posts: { max: 30, windowSeconds: 60 * 60 },
  comments: { max: 120, windowSeconds: 60 * 60 },
  chatMessages: { max: 60, windowSeconds: 60 },
  uploads: { max: 60, windowSeconds: 60 * 60 },
  uploadBytes: { max: 2 * 1024 * 1024 * 1024, windowSeconds: 60 * 60 },
  inviteAcceptance: { max: 10, windowSeconds: 60 * 60 },
  memberBatches: { max: 30, windowSeconds: 60 * 60 },
  /** Lesson comments share the feed's comment budget; progress saves come every ~15 s per player. */
  progressSaves: { max: 600, windowSeconds: 60 * 60 },
  /** The public certificate lookup, per client address. */
  certificateLookups: { max: 30, windowSeconds: 60 },
  /** Questions to AI agents, against floods (the tier quota is counted separately, per 24 h). */
  aiMessages: { max: 10, windowSeconds: 60 },
  /**
   * Every search, against scraping and floods (a member types a few searches a minute): the search
   * page and each list searched with `q` (members directory, suppliers, suggestions, the course
   * catalog, the admins' member lookup and CSV export). Lists read without `q` spend nothing.
   */
  searches: { max: 60, windowSeconds: 60 },
  /** New conversations with AI agents (each question still counts in aiMessages). */
  conversations: { max: 30, windowSeconds: 60 * 60 },
  /** Likes, follows, votes, RSVPs and calendar-link resets: each writes a row and may tell someone. */
  reactions: { max: 300, windowSeconds: 60 * 60 },
  /** Reports ('Denunciar'): each opens or grows an item of the moderators' queue. */
  reports: { max: 30, windowSeconds: 60 * 60 },
  /**
   * What staff create (courses, modules, lessons, attachments, agents, missions,
   * spaces, resource pages, tools, wiki articles, categories and restores).
   */
  staffCreates: { max: 600, windowSeconds: 60 * 60 },
  /** 'Baixar meus dados': each copy is a job that reads everything of the member. */
  dataExports: { max: 5, windowSeconds: 24 * 60 * 60 },
  /** 'Excluir minha conta' checks the password: tries are counted against guessing. */
  accountDeletions: { max: 10, windowSeconds: 60 * 60 },
  /**
   * Sales notifications refused for a bad signature, per address: past it, the address is refused
   * before anything is checked. Good signatures spend nothing (providers send in bursts).
   */
  webhookSignatureFailures: { max: 20, windowSeconds: 10 * 60 },
} as const;
export type WriteLimitName = keyof typeof WRITE_LIMITS;
export type WriteLimit = { max: number; windowSeconds: number };

/**
 * The addresses of the public reads (the server also answers them into a visitor's page). Here,
 * not beside their schemas, so the first page's code does not carry zod along.
 */
export const PUBLIC_LANDING_URL = "/api/public/landing";
export const PUBLIC_PLANS_URL = "/api/public/plans";
