import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { lazy, Suspense, useState } from "react";
import { SilencedNotice } from "@/components/moderation/silenced-notice";
import { useSilence } from "@/components/moderation/use-silence";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/hooks/use-session";
import type { ComposerSpacesQuery } from "./composer-form";

const loadForm = () => import("./composer-form");
// The form (upload, previews, video links) loads on first use, not with the feed.
const ComposerForm = lazy(() => loadForm().then((module) => ({ default: module.ComposerForm })));

type ComposerProps = {
  /** The space to post in (a space's own page). */
  spaceId?: string;
  /**
   * The home page: where to read the spaces the member may see (the sidebar's list, in its
   * order), asked for when the form opens. The form asks where to post among those that take
   * posts, proposing the admin's choice or 'Comece-por-aqui'.
   */
  spaces?: ComposerSpacesQuery;
};

/** 'O que você está pensando?': collapsed until clicked, back to collapsed after Cancelar or Publicar. */
export function Composer({ spaceId, spaces }: ComposerProps) {
  const { profile } = useSession();
  const [isOpen, setOpen] = useState(false);
  const [hasClosed, setHasClosed] = useState(false);
  const silence = useSilence();
  const prefetch = () => void loadForm();

  // A silenced member reads why instead of a box they could not send.
  if (silence.isSilenced)
    return (
      <Card>
        <section aria-label={m.composerLabel} className="p-4 sm:p-5">
          <SilencedNotice message={silence.message} />
        </section>
      </Card>
    );

  return (
    <Card>
      <section aria-label={m.composerLabel} className="p-4 sm:p-5">
        {isOpen ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-8 text-muted-foreground">
                <Spinner className="size-5" />
              </div>
            }
          >
            <ComposerForm
              spaceId={spaceId}
              spaces={spaceId ? undefined : spaces}
              onClose={() => {
                setOpen(false);
                setHasClosed(true);
              }}
            />
          </Suspense>
        ) : (
          <div className="flex items-center gap-3">
            <Avatar name={profile?.full_name} src={profile?.avatar_url} />
            <button
              type="button"
              // Focus comes back here after the form closes.
              autoFocus={hasClosed}
              onClick={() => setOpen(true)}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              className="flex h-11 min-w-0 flex-1 items-center rounded-full border border-input bg-background px-4 text-left text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="truncate">{m.composerPrompt}</span>
            </button>
          </div>
        )}
      </section>
    </Card>
  );
}
