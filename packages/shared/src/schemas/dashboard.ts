import type { SuggestionStatus } from "../rules/suggestions";
import { adminDashboardMessages as m } from "../messages/admin-dashboard";
import { z } from "./zod";

/** Periods of the admin dashboard, in days (the switch 7 / 30 / 90). */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** Days are counted in the community's zone: a post at 22:00 in São Paulo counts on that day. */
export const DASHBOARD_TIME_ZONE = "America/Sao_Paulo";
/** Courses listed in 'Progresso nos cursos'. */
export const DASHBOARD_TOP_COURSES = 8;

export const dashboardQuerySchema = z
  .object({
    period: z
      .enum(["7", "30", "90"], { error: m.periodInvalid })
      .default("30")
      .transform((value) => Number(value) as DashboardPeriod),
  })
  .strict();

/** One day of the period (yyyy-MM-dd in the community's zone) and what happened in it. */
export type DashboardDay = {
  date: string;
  new_members: number;
  posts: number;
  comments: number;
  lesson_completions: number;
  event_rsvps: number;
  /** Answers asked of the AI agents (the usage ledger: one row per answer attempted). */
  ai_messages: number;
  /** Tokens in + out reported by the model (offline answers have none). */
  ai_tokens: number;
};

export type DashboardCourse = {
  id: string;
  title: string;
  slug: string;
  /**
   * Members with access: a live grant of the course or of its category (the admin's course list
   * counts the same way, `courses.service.membersWithAccess`).
   */
  enrolled: number;
  /** Members with progress saved in at least one lesson. */
  started: number;
  /** Members holding the course's certificate (not revoked). */
  completed: number;
};

export type AdminDashboard = {
  period: DashboardPeriod;
  time_zone: string;
  generated_at: string;
  members: {
    total: number;
    new_7_days: number;
    new_30_days: number;
    /** Members seen (signed in and using the app) within the period. */
    active_in_period: number;
  };
  /** Every day of the period, oldest first, zeros included. */
  days: DashboardDay[];
  totals: Omit<DashboardDay, "date">;
  /** The courses most members have started, at most DASHBOARD_TOP_COURSES. */
  courses: DashboardCourse[];
  /** Every status, in the board's order, zeros included. */
  suggestions: { status: SuggestionStatus; count: number }[];
};
