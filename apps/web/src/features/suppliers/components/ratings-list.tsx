import { moderationKindLabels } from "@guilda/shared/messages/moderation";
import { webModerationMessages } from "@guilda/shared/messages/web-moderation";
import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import { MessageSquare } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { ModerationBadge } from "@/components/moderation/moderation-badge";
import { ReportButton } from "@/components/moderation/report-button";
import { Avatar } from "@/components/ui/avatar";
import { LoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useRatings } from "../api/get-ratings";
import { formatDate } from "../lib/format";
import { RatingStars } from "./rating-stars";

const LOAD_MORE_LABELS = {
  loadMore: m.loadMoreRatings,
  loadingMore: m.loadingMoreRatings,
  error: m.ratingsError,
};

/** Members' ratings, newest first; comments are plain text (line breaks kept). */
export function RatingsList({ supplierId }: { supplierId: string }) {
  const ratings = useRatings(supplierId);
  const items = useMemo(() => ratings.data?.pages.flatMap((page) => page.items) ?? [], [ratings.data]);

  if (ratings.isPending)
    return (
      <div className="grid gap-3" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  if (ratings.isError) return <p className="text-sm text-muted-foreground">{m.ratingsError}</p>;
  if (items.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <MessageSquare aria-hidden="true" className="size-4" />
        {m.ratingsEmpty}
      </p>
    );

  return (
    <div className="grid gap-3">
      <ul aria-label={m.ratingsLabel} className="grid divide-y divide-border">
        {items.map((rating) => {
          const name = rating.user?.full_name ?? m.removedMember;
          return (
            <li
              key={`${rating.user?.id ?? "removed"}-${rating.created_at}`}
              className="flex gap-3 py-3 first:pt-0"
            >
              <Avatar name={name} src={rating.user?.avatar_url} size="md" />
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                  {rating.user ? (
                    <Link
                      to={paths.member(rating.user.id)}
                      className="font-medium break-words hover:underline"
                    >
                      {name}
                    </Link>
                  ) : (
                    <span className="font-medium">{name}</span>
                  )}
                  <span className="sr-only">{m.starsAria(rating.stars)}</span>
                  <RatingStars value={rating.stars} />
                  <time dateTime={rating.updated_at} className="text-xs text-muted-foreground">
                    {formatDate(rating.updated_at)}
                    {rating.updated_at !== rating.created_at ? ` ${m.edited}` : null}
                  </time>
                </div>
                <ModerationBadge state={rating.moderation} className="justify-self-start" />
                {rating.comment ? (
                  <p className="text-sm break-words whitespace-pre-line">{rating.comment}</p>
                ) : null}
                {rating.user ? (
                  <ReportButton
                    kind="supplier_rating"
                    itemId={`${supplierId}:${rating.user.id}`}
                    authorId={rating.user.id}
                    look="compact"
                    className="-ml-2 justify-self-start text-muted-foreground"
                    label={webModerationMessages.reportItemLabel(moderationKindLabels.supplier_rating, name)}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <LoadMore
        hasNextPage={ratings.hasNextPage}
        isFetchingNextPage={ratings.isFetchingNextPage}
        isFetchNextPageError={ratings.isFetchNextPageError}
        pageCount={ratings.data.pages.length}
        fetchNextPage={ratings.fetchNextPage}
        labels={LOAD_MORE_LABELS}
      />
    </div>
  );
}
