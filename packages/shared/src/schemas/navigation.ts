import type { AiTier, SpaceType } from "../constants";

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
  /** Posts by others in this space that the member has not seen yet (badge shown above 0). */
  notificationCount: number;
};

export type CourseSummary = {
  id: string;
  title: string;
  slug: string;
  category: string;
};

export type AiAgentSummary = {
  id: string;
  name: string;
  icon_svg: string | null;
  required_tier: AiTier;
};
