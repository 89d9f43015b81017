import { CommunityOverview } from "@/features/community/components/community-overview";

/** /comunidade: the spaces the member can see, the member count and where to go next. */
export function CommunityRoute() {
  return <CommunityOverview />;
}
