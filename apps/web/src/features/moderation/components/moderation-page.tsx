import { moderationMessages as mm } from "@guilda/shared/messages/moderation";
import { webModerationMessages as m } from "@guilda/shared/messages/web-moderation";
import { ShieldCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadMore } from "@/components/ui/load-more";
import { PageLoader } from "@/components/ui/page-loader";
import { Tabs, type TabItem } from "@/components/ui/tabs";
import { useSession } from "@/hooks/use-session";
import { useQueue } from "../api/get-queue";
import type { QueueFilter } from "../api/keys";
import { CaseCard } from "./case-card";
import { ModerationSettingsCard } from "./moderation-settings-form";

const TABS: readonly TabItem<QueueFilter>[] = [
  { value: "all", label: m.filters.all },
  { value: "reported", label: m.filters.reported },
  { value: "held", label: m.filters.held },
];

/** The filter lives in the address (?filtro=denunciados|retidos), so a reload or a link keeps it. */
const FILTER_PARAM = "filtro";
const PARAM_OF: Record<QueueFilter, string | null> = { all: null, reported: "denunciados", held: "retidos" };
const FILTER_OF: Record<string, QueueFilter> = { denunciados: "reported", retidos: "held" };

const LOAD_MORE_LABELS = { loadMore: m.loadMore, loadingMore: m.loadingMore, error: m.loadMoreError };

/** /admin/moderacao: the open items oldest first, their decisions, and (admins) the automatic rules. */
export function ModerationPage() {
  const { profile, isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const filter = FILTER_OF[params.get(FILTER_PARAM) ?? ""] ?? "all";
  const queue = useQueue(filter);
  const openCount = queue.data?.pages[0]?.open_count;
  const viewer = {
    id: profile?.id ?? "",
    is_admin: profile?.is_admin ?? false,
    is_moderator: profile?.is_moderator ?? false,
  };

  const setFilter = (next: QueueFilter) =>
    setParams(
      (current) => {
        const value = PARAM_OF[next];
        if (value) current.set(FILTER_PARAM, value);
        else current.delete(FILTER_PARAM);
        return current;
      },
      { replace: true },
    );

  let body: ReactNode;
  if (queue.isPending) body = <PageLoader />;
  else if (queue.isError)
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void queue.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  else {
    const items = queue.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <EmptyState icon={<ShieldCheck aria-hidden="true" />} title={mm.queueEmpty} text={m.emptyText} />
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-4">
            {items.map((item) => (
              <li key={item.id}>
                <CaseCard item={item} viewer={viewer} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={queue.hasNextPage}
            isFetchingNextPage={queue.isFetchingNextPage}
            isFetchNextPageError={queue.isFetchNextPageError}
            pageCount={queue.data.pages.length}
            fetchNextPage={queue.fetchNextPage}
            labels={LOAD_MORE_LABELS}
          />
        </div>
      );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{mm.queueTitle}</h1>
        <p className="max-w-2xl text-muted-foreground">{m.pageDescription}</p>
        {openCount !== undefined ? <p className="text-sm font-semibold">{m.openCount(openCount)}</p> : null}
      </div>
      <Tabs items={TABS} value={filter} onValueChange={setFilter} label={m.filtersLabel}>
        <div className="mt-4">{body}</div>
      </Tabs>
      {isAdmin ? <ModerationSettingsCard /> : null}
    </div>
  );
}
