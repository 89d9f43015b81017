import { MEMBERS_LOADING_PLACEHOLDERS } from "@guilda/shared/constants";
import { commonMessages } from "@guilda/shared/messages/common";
import { Skeleton, SkeletonLine } from "@/components/ui/skeleton";

/** Line boxes of the real card (text-base 24 px, text-sm 20 px), so nothing moves when it arrives. */
function MemberCardSkeleton({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div
      data-slot="member-placeholder"
      className="flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex items-start gap-3">
        {isAdmin ? <Skeleton className="mt-2.5 size-5 rounded" /> : null}
        <Skeleton className="size-10 shrink-0 rounded-full" />
        <div className="grid flex-1 gap-0.5">
          <SkeletonLine line="h-6" className="h-4 w-32" />
          <SkeletonLine line="h-5" className="h-3 w-20" />
        </div>
      </div>
      <div className="grid gap-1">
        <SkeletonLine line="h-5" className="h-3 w-28" />
        <SkeletonLine line="h-5" className="h-3 w-40" />
        {isAdmin ? <SkeletonLine line="h-5" className="h-3 w-36" /> : null}
      </div>
      {isAdmin ? (
        <div className="mt-auto flex items-center gap-2 border-t border-border pt-3">
          <Skeleton className="h-8 w-40 rounded-md" />
          <Skeleton className="ml-auto size-8 rounded-md" />
        </div>
      ) : null}
    </div>
  );
}

/** Spec §2.4 and §9: loading shows 8 placeholder cards, the size of the cards they stand for. */
export function MembersSkeleton({ isAdmin = false }: { isAdmin?: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <span role="status" className="sr-only">
        {commonMessages.loading}
      </span>
      {Array.from({ length: MEMBERS_LOADING_PLACEHOLDERS }, (_, index) => (
        <MemberCardSkeleton key={index} isAdmin={isAdmin} />
      ))}
    </div>
  );
}
