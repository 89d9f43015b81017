import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import type { Me } from "@guilda/shared/schemas/profile";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { ExportCsvButton } from "@/features/members/components/export-csv-button";
import { membersQueryOptions } from "@/features/members/api/get-members";
import { pendingSignupsQueryOptions } from "@/features/members/api/get-pending-signups";
import { MembersDirectory } from "@/features/members/components/members-directory";
import { PendingSignups } from "@/features/members/components/pending-signups";
import { filtersFromSearch } from "@/features/members/lib/filters";
import { useSession } from "@/hooks/use-session";
import { meQueryKey } from "@/lib/session";

// Admin-only, with the CSV parser behind it: loaded when first opened.
const AddMembersDialog = lazy(async () => ({
  default: (await import("@/features/add-members/components/add-members-dialog")).AddMembersDialog,
}));

/** The directory's first page for the filters in the address bar, asked for while the page renders. */
export function prefetch(client: QueryClient) {
  const isAdmin = !!client.getQueryData<Me>(meQueryKey)?.profile.is_admin;
  const filters = filtersFromSearch(new URLSearchParams(window.location.search), isAdmin);
  void client.prefetchInfiniteQuery(membersQueryOptions(filters));
  if (isAdmin) void client.prefetchInfiniteQuery(pendingSignupsQueryOptions);
}

/** /membros — the members directory (spec §2.4), with 'Adicionar Membro' for admins. */
export function MembersRoute() {
  const { isAdmin } = useSession();
  const queryClient = useQueryClient();
  const [isAdding, setAdding] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <MembersDirectory
        // Sign-ups waiting for an admin ('Cadastro': 'Aberto com aprovação'), above the members.
        aboveFilters={isAdmin ? <PendingSignups /> : null}
        actions={
          isAdmin ? (
            <>
              <ExportCsvButton />
              <Button
                onClick={() => {
                  setHasOpened(true);
                  setAdding(true);
                }}
              >
                <UserPlus aria-hidden="true" />
                {m.dialogTitle}
              </Button>
            </>
          ) : null
        }
      />
      {hasOpened ? (
        <Suspense fallback={null}>
          <AddMembersDialog
            open={isAdding}
            onOpenChange={setAdding}
            onDone={() => void queryClient.invalidateQueries({ queryKey: ["members"] })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
