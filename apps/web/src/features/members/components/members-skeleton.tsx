import { MEMBERS_LOADING_PLACEHOLDERS } from "@guilda/shared/constants";
import { commonMessages } from "@guilda/shared/messages/common";
import { Skeleton } from "@/components/ui/skeleton";

function MemberCardSkeleton() {
  return (
    <div data-slot="member-placeholder" className="rounded-lg border border-border bg-card p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
      </div>
      <Skeleton className="mt-4 h-3 w-24" />
      <Skeleton className="mt-2 h-3 w-40" />
    </div>
  );
}

/** Spec §2.4 and §9: loading shows 8 placeholder cards. */
export function MembersSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <span role="status" className="sr-only">
        {commonMessages.loading}
      </span>
      {Array.from({ length: MEMBERS_LOADING_PLACEHOLDERS }, (_, index) => (
        <MemberCardSkeleton key={index} />
      ))}
    </div>
  );
}
