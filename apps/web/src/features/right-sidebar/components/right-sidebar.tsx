import { webRightSidebarMessages as m } from "@guilda/shared/messages/web-feed";
import { Pencil } from "lucide-react";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/hooks/use-session";
import { useSettings } from "@/hooks/use-settings";
import { cn } from "@/lib/cn";
import { DEFAULT_SETTINGS } from "@/lib/settings";
import { ActiveMembersCard } from "./active-members-card";
import { OfferCard } from "./offer-card";
import { PinnedLinksCard } from "./pinned-links-card";

// Admin-only forms (react-hook-form, zod) load when an admin opens them.
const OfferForm = lazy(() => import("./offer-form").then((module) => ({ default: module.OfferForm })));
const PinnedLinksForm = lazy(() =>
  import("./pinned-links-form").then((module) => ({ default: module.PinnedLinksForm })),
);

type EditDialogProps = {
  label: string;
  description: string;
  children: (close: () => void) => ReactNode;
};

/** An admin's 'Editar' button and the dialog with its form. */
function EditDialog({ label, description, children }: EditDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={label} className="-my-1 -mr-2 h-7 px-2 text-xs">
          <Pencil aria-hidden="true" className="size-3.5" />
          {m.edit}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={m.close} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="grid gap-1.5 pr-6">
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </div>
        <Suspense
          fallback={
            <div className="flex justify-center py-8 text-muted-foreground">
              <Spinner className="size-5" />
            </div>
          }
        >
          {children(() => setOpen(false))}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/** Spec §2.3: offer card, pinned links and active members next to the feed on wide screens. */
export function RightSidebar({ className }: { className?: string }) {
  const { settings, isPending } = useSettings();
  const { isAdmin } = useSession();
  const id = useId();
  // Until the server sends the new fields everywhere, fall back to the product defaults.
  const offer = settings.offer ?? DEFAULT_SETTINGS.offer;
  const links = settings.pinned_links ?? [];

  return (
    <aside aria-label={m.label} className={cn("grid content-start gap-4", className)}>
      {isPending ? (
        <Skeleton className="h-80 rounded-lg" />
      ) : (
        <OfferCard
          offer={offer}
          titleId={`${id}-offer`}
          action={
            isAdmin ? (
              <EditDialog label={m.editOffer} description={m.offerDialogText}>
                {(close) => <OfferForm offer={offer} onDone={close} />}
              </EditDialog>
            ) : null
          }
        />
      )}
      {links.length > 0 || isAdmin ? (
        <PinnedLinksCard
          links={links}
          titleId={`${id}-links`}
          action={
            isAdmin ? (
              <EditDialog label={m.editLinks} description={m.linksDialogText}>
                {(close) => <PinnedLinksForm links={links} onDone={close} />}
              </EditDialog>
            ) : null
          }
        />
      ) : null}
      <ActiveMembersCard titleId={`${id}-members`} />
    </aside>
  );
}
