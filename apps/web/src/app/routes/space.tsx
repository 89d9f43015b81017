import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { PageLoader } from "@/components/ui/page-loader";
import { Composer } from "@/features/feed/components/composer";
import { ImageGallery } from "@/features/feed/components/image-gallery";
import { PostFeed } from "@/features/feed/components/post-feed";
import { useSpace } from "@/features/spaces/api/get-space";
import { SpaceHeader } from "@/features/spaces/components/space-header";
import { SpaceLoadError, SpaceNoContent, SpaceNotFound } from "@/features/spaces/components/space-states";
import { useMarkSpaceSeenWhileOpen } from "@/features/spaces/hooks/use-mark-space-seen";
import { isApiError } from "@/lib/api";

// Only 'curso' spaces show a course card.
const SpaceCourse = lazy(async () => ({
  default: (await import("@/features/courses/components/space-course")).SpaceCourse,
}));

// Only 'eventos' spaces list events.
const SpaceEvents = lazy(async () => ({
  default: (await import("@/features/events/components/space-events")).SpaceEvents,
}));

// Only chat spaces need the chat code.
const ChatRoom = lazy(async () => ({
  default: (await import("@/features/spaces/components/chat-room")).ChatRoom,
}));

/** /espaco/:slug — a community space; what it shows depends on its type. */
export function SpaceRoute() {
  const { slug = "" } = useParams();
  const space = useSpace(slug);
  useMarkSpaceSeenWhileOpen(space.data);

  if (space.isPending) return <PageLoader />;
  if (space.isError)
    return (
      <div className="mx-auto w-full max-w-2xl">
        {isApiError(space.error) && space.error.status === 404 ? (
          <SpaceNotFound />
        ) : (
          <SpaceLoadError onRetry={() => void space.refetch()} />
        )}
      </div>
    );

  const current = space.data;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <SpaceHeader space={current} />
      {current.space_type === "publicacoes" ? (
        <>
          <Composer key={current.id} spaceId={current.id} />
          <PostFeed space={current.slug} showTabs={false} />
        </>
      ) : current.space_type === "imagens" ? (
        <>
          <Composer key={current.id} spaceId={current.id} />
          <ImageGallery space={current.slug} />
        </>
      ) : current.space_type === "curso" ? (
        <>
          {/* The course's card, then the space's own discussion of it. */}
          <Suspense fallback={<div aria-hidden="true" className="h-40 animate-pulse rounded-lg bg-muted" />}>
            <SpaceCourse course={current.course} />
          </Suspense>
          <Composer key={current.id} spaceId={current.id} />
          <PostFeed space={current.slug} showTabs={false} />
        </>
      ) : current.space_type === "chat" ? (
        <ChatRoom key={current.id} space={current} />
      ) : current.space_type === "eventos" ? (
        <Suspense fallback={<div aria-hidden="true" className="h-40 animate-pulse rounded-lg bg-muted" />}>
          <SpaceEvents key={current.id} space={current} />
        </Suspense>
      ) : (
        <SpaceNoContent space={current} />
      )}
    </div>
  );
}
