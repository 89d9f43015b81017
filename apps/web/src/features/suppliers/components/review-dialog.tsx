import { supplierMessages as sm } from "@guilda/shared/messages/suppliers";
import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import { SUPPLIER_NOTE_MAX } from "@guilda/shared/rules/suppliers";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";

type RejectDialogProps = {
  /** The supplier being refused; null closes the dialog. */
  supplier: { id: string; name: string; status: string } | null;
  isPending: boolean;
  onConfirm: (note: string) => Promise<void>;
  onClose: () => void;
};

/**
 * 'Recusar …' (a suggestion) or 'Retirar … do diretório' (a published supplier): the reason is
 * required (the member who suggested it reads it).
 */
export function RejectDialog({ supplier, isPending, onConfirm, onClose }: RejectDialogProps) {
  return (
    <Dialog open={supplier !== null} onOpenChange={(open) => (open || isPending ? undefined : onClose())}>
      {supplier ? (
        <DialogContent closeLabel={m.cancel} className="sm:max-w-lg">
          <RejectForm
            key={supplier.id}
            name={supplier.name}
            isPublished={supplier.status === "approved"}
            isPending={isPending}
            onConfirm={onConfirm}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RejectForm({
  name,
  isPublished,
  isPending,
  onConfirm,
}: {
  name: string;
  isPublished: boolean;
  isPending: boolean;
  onConfirm: (note: string) => Promise<void>;
}) {
  const id = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (!text) return setError(sm.rejectNoteRequired);
    if (text.length > SUPPLIER_NOTE_MAX) return setError(sm.noteTooLong);
    void onConfirm(text);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-1.5 pr-8">
        <DialogTitle className="break-words">
          {isPublished ? m.unpublishTitle(name) : m.rejectTitle(name)}
        </DialogTitle>
        <DialogDescription>{isPublished ? m.unpublishDescription : m.rejectDescription}</DialogDescription>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id}>{m.rejectNoteLabel}</Label>
        <Textarea
          id={id}
          rows={4}
          value={note}
          maxLength={SUPPLIER_NOTE_MAX}
          aria-invalid={!!error}
          {...(error ? { "aria-describedby": `${id}-error` } : {})}
          onChange={(event) => {
            setNote(event.target.value);
            setError(undefined);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive-text">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={isPending}>
            {m.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={isPending}>
          {isPending ? <Spinner /> : null}
          {isPublished ? m.unpublishConfirm : m.rejectConfirm}
        </Button>
      </div>
    </form>
  );
}
