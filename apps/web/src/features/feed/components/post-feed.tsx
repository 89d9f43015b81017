import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { FEED_OPENING_TAB as OPENING_TAB } from "@guilda/shared/rules/first-requests";
import type { FeedTab } from "@guilda/shared/schemas/feed";
import { useState } from "react";
import { Tabs, type TabItem } from "@/components/ui/tabs";
import { usePostsRealtimeSync } from "../hooks/use-posts-realtime-sync";
import { PostList } from "./post-list";

// The values are FEED_TABS of the shared schema, repeated here (type-checked) so the feed's
// first chunk does not pull in zod for one array.
const TABS: readonly TabItem<FeedTab>[] = [
  { value: "recentes", label: m.tabRecent },
  { value: "populares", label: m.tabPopular },
  { value: "seguindo", label: m.tabFollowing },
];

type PostFeedProps = {
  /** A space's slug: only its posts. Without it, the whole community. */
  space?: string;
  /** 'Mais recentes', 'Populares', 'Seguindo'; without tabs the list is 'Mais recentes'. */
  showTabs?: boolean;
};

/** The list of posts with its tabs, infinite scroll and the new-posts banner. */
export function PostFeed({ space, showTabs = true }: PostFeedProps) {
  const [tab, setTab] = useState<FeedTab>(OPENING_TAB);
  usePostsRealtimeSync();

  if (!showTabs) return <PostList params={{ tab: OPENING_TAB, space }} />;

  return (
    <Tabs
      items={TABS}
      value={tab}
      onValueChange={setTab}
      label={m.tabsLabel}
      className="grid gap-4"
      listClassName="flex w-full sm:inline-flex sm:w-fit"
    >
      {/* Keyed: each tab keeps its own list, scroll banner and cache entry. */}
      <PostList key={tab} params={{ tab, space }} />
    </Tabs>
  );
}
