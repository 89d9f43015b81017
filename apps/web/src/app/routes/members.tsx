import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import { useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { ExportCsvButton } from "@/features/members/components/export-csv-button";
import { MembersDirectory } from "@/features/members/components/members-directory";
import { useSession } from "@/hooks/use-session";

// Admin-only, with the CSV parser behind it: loaded when first opened.
const AddMembersDialog = lazy(async () => ({
  default: (await import("@/features/add-members/components/add-members-dialog")).AddMembersDialog,
}));

/** /membros — the members directory (spec §2.4), with 'Adicionar Membro' for admins. */
export function MembersRoute() {
  const { isAdmin } = useSession();
  const queryClient = useQueryClient();
  const [isAdding, setAdding] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <MembersDirectory
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
