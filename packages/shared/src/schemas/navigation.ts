import type { SpaceType } from "../constants";
import type { AiAgentListItem } from "./ai";
import type { CourseCard } from "./courses";

/** What the sidebar lists (spec §3: space, course, ai_agent). */
export type SpaceSummary = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  icon: string | null;
  path: string;
  order: number;
  space_type: SpaceType;
  is_private: boolean;
  /** The course a 'curso' space is linked to (set by an admin), or null. */
  course_id: string | null;
  /** Posts by others in this space that the member has not seen yet (badge shown above 0). */
  notificationCount: number;
};

/** GET /api/spaces/:slug — a space with, for a 'curso' space, its course as the viewer sees it. */
export type SpaceDetail = SpaceSummary & {
  /** Null when no course is linked or the viewer may not see it (unpublished, not an admin). */
  course: CourseCard | null;
};

export type CourseSummary = {
  id: string;
  title: string;
  slug: string;
  category: string;
};

/** @deprecated The sidebar entry is AiAgentListItem (`@guilda/shared/schemas/ai`). */
export type AiAgentSummary = AiAgentListItem;
