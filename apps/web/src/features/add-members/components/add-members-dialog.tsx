import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import type { BatchResult } from "@guilda/shared/schemas/directory";
import type { MemberSource } from "@guilda/shared/schemas/members";
import { useIsMutating } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Tabs } from "@/components/ui/tabs";
import { toast } from "@/lib/toast";
import { addMembersMutationKey } from "../api/add-members";
import { BatchResults } from "./batch-results";
import { CsvImportForm } from "./csv-import-form";
import { ManualMemberForm } from "./manual-member-form";

export type AddMembersDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called as soon as a batch added or invited someone, so the list refreshes. */
  onDone: () => void;
};

const TABS = [
  { value: "manual", label: m.tabManual },
  { value: "csv", label: m.tabCsv },
] as const satisfies readonly { value: MemberSource; label: string }[];

/**
 * Spec §8.2 / §8.4 toasts for a batch the server answered. Per-row failures stay in the results
 * table instead of one toast each. Returns whether anything changed.
 */
function announce(result: BatchResult): boolean {
  const { created, invited, errors } = result.summary;
  if (created + invited > 0) {
    toast.success(m.membersUpdated, { description: m.summary(result.summary) });
    return true;
  }
  if (errors > 0) toast.error(m.processErrorTitle, { description: m.processErrorText });
  else toast(m.nothingNewTitle, { description: m.nothingNewText });
  return false;
}

/** "Adicionar Membro" (spec §2.4): manual form or CSV import, then a result per member. */
export function AddMembersDialog({ open, onOpenChange, onDone }: AddMembersDialogProps) {
  // Closing mid-request would hide the per-member results the admin needs (links to copy).
  const isBusy = useIsMutating({ mutationKey: addMembersMutationKey }) > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !isBusy ? onOpenChange(next) : undefined)}>
      <DialogContent
        closeLabel={m.close}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-4 sm:max-w-2xl sm:p-6"
      >
        <AddMembersPanel onDone={onDone} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Outcome = { result: BatchResult; source: MemberSource };

function AddMembersPanel({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const [tab, setTab] = useState<MemberSource>("manual");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome) resultsHeading.current?.focus();
  }, [outcome]);

  const onResult = (source: MemberSource) => (result: BatchResult) => {
    if (announce(result)) onDone();
    setOutcome({ result, source });
  };

  return (
    <>
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{m.dialogTitle}</DialogTitle>
        <DialogDescription>{m.dialogDescription}</DialogDescription>
      </div>

      {outcome ? (
        <>
          <BatchResults
            result={outcome.result}
            showLines={outcome.source === "csv"}
            headingRef={resultsHeading}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOutcome(null)}>
              {m.addMore}
            </Button>
            <Button onClick={onClose}>{m.done}</Button>
          </div>
        </>
      ) : (
        <Tabs
          items={TABS}
          value={tab}
          onValueChange={setTab}
          label={m.tabsLabel}
          listClassName="w-full sm:w-auto"
        >
          <div className="pt-4">
            {tab === "manual" ? (
              <ManualMemberForm onResult={onResult("manual")} />
            ) : (
              <CsvImportForm onResult={onResult("csv")} />
            )}
          </div>
        </Tabs>
      )}
    </>
  );
}
