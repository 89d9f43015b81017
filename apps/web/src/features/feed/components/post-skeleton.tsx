import { commonMessages } from "@guilda/shared/messages/common";
import { Skeleton, SkeletonLine } from "@/components/ui/skeleton";

/**
 * A post card's boxes as they will be (header 44 px, title and two lines of text, the actions
 * row), so the first page of posts takes the place of its placeholders without pushing anything.
 */
function PostSkeleton() {
  return (
    <div className="rounded-lg border border-border bg-card">
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-0.5">
            <SkeletonLine line="h-6" className="h-4 w-40" />
            <SkeletonLine line="h-5" className="h-3 w-48" />
          </div>
        </div>
        <div className="grid gap-2">
          <SkeletonLine line="h-[1.6875rem]" className="h-5 w-2/3" />
          <div className="grid gap-1.5">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </div>
        <div className="-mx-2 flex items-center gap-2 border-t border-border px-2 pt-3">
          <Skeleton className="h-9 w-16 rounded-md" />
          <Skeleton className="h-9 w-16 rounded-md" />
          <Skeleton className="h-9 w-24 rounded-md" />
        </div>
      </div>
    </div>
  );
}

export function PostListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="grid gap-4">
      <span role="status" className="sr-only">
        {commonMessages.loading}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <PostSkeleton key={index} />
      ))}
    </div>
  );
}
