import { moderationActionLabels as labels } from "@guilda/shared/messages/moderation";
import { webModerationMessages as m } from "@guilda/shared/messages/web-moderation";
import { memberActionRefusal, type Roles } from "@guilda/shared/rules/moderation";
import {
  SILENCE_DAYS,
  WARN_TEXT_MAX,
  type MemberAction,
  type MemberActionInput,
  type ModeratedMember,
} from "@guilda/shared/schemas/moderation";
import { moderationMessages as mm } from "@guilda/shared/messages/moderation";
import { Ban, ChevronDown, MessageSquareWarning, UserCheck, UserMinus, VolumeX } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { silenceEnd } from "@/components/moderation/format-until";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useMemberAction } from "../api/member-action";
import { isSilenced } from "./member-state";

function doneMessage(action: MemberActionInput["action"], name: string, saved: ModeratedMember): string {
  switch (action) {
    case "silence":
      return m.done.silence(name, silenceEnd(saved.silenced_until));
    case "warn":
      return m.done.warn(name);
    case "suspend":
      return m.done.suspend(name);
    case "ban":
      return m.done.ban(name);
    default:
      return m.done.lift(name);
  }
}

type SilenceChoice = (typeof SILENCE_DAYS)[number] | null;

type MemberActionsProps = {
  member: ModeratedMember;
  /** Who is looking: what they may do comes from the same rule the server applies. */
  viewer: Roles & { id: string };
  /** The queue item the measure comes from (kept with it in the history). */
  caseId: string;
};

/**
 * 'Avisar' (with its text), 'Silenciar' (1 or 7 days; admins also 30 days and until lifted),
 * 'Suspender' and 'Banir' (admins, confirmed), 'Liberar' while a measure is in force.
 */
export function MemberActions({ member, viewer, caseId }: MemberActionsProps) {
  const act = useMemberAction();
  const [dialog, setDialog] = useState<"warn" | "suspend" | "ban" | null>(null);
  const name = member.full_name;
  const silenced = isSilenced(member);
  const can = (action: MemberAction, days?: number | null) =>
    memberActionRefusal(viewer, member, action, days) === null;
  // Moderators lift a silence; a suspension or a ban is lifted by an admin.
  const canLift = can("lift") && (silenced || (viewer.is_admin && (member.suspended || member.banned)));
  const choices = ([...SILENCE_DAYS, null] as SilenceChoice[]).filter((days) => can("silence", days));
  if (!can("warn")) return null;

  const run = (input: MemberActionInput, onDone?: () => void) =>
    act.mutate(
      { memberId: member.id, input: { ...input, case_id: caseId } },
      {
        onSuccess: (saved) => {
          onDone?.();
          toast.success(doneMessage(input.action, name, saved));
        },
        onError: (error) => toast.error(m.actionErrorTitle, { description: toApiError(error).message }),
      },
    );

  return (
    <div role="group" aria-label={m.memberActionsLabel(name)} className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" disabled={act.isPending} onClick={() => setDialog("warn")}>
        <MessageSquareWarning aria-hidden="true" />
        {labels.warn}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={act.isPending} aria-label={m.silenceMenuLabel(name)}>
            <VolumeX aria-hidden="true" />
            <span aria-hidden="true">{labels.silence}</span>
            <ChevronDown aria-hidden="true" className="size-3.5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-40">
          {choices.map((days) => (
            <DropdownMenuItem key={days ?? "forever"} onSelect={() => run({ action: "silence", days })}>
              {days === null ? m.silenceOptions.forever : m.silenceOptions[days]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {can("suspend") && !member.suspended && !member.banned ? (
        <Button variant="outline" size="sm" disabled={act.isPending} onClick={() => setDialog("suspend")}>
          <UserMinus aria-hidden="true" />
          {labels.suspend}
        </Button>
      ) : null}
      {can("ban") && !member.banned ? (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive-text hover:text-destructive-text"
          disabled={act.isPending}
          onClick={() => setDialog("ban")}
        >
          <Ban aria-hidden="true" />
          {labels.ban}
        </Button>
      ) : null}
      {canLift ? (
        <Button variant="outline" size="sm" disabled={act.isPending} onClick={() => run({ action: "lift" })}>
          <UserCheck aria-hidden="true" />
          {labels.lift}
        </Button>
      ) : null}

      {dialog === "warn" ? (
        <WarnDialog
          name={name}
          isPending={act.isPending}
          onClose={() => setDialog(null)}
          onSend={(note) => run({ action: "warn", note }, () => setDialog(null))}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === "suspend" || dialog === "ban"}
        title={dialog === "ban" ? m.banConfirmTitle(name) : m.suspendConfirmTitle(name)}
        text={dialog === "ban" ? m.banConfirmText : m.suspendConfirmText}
        confirm={dialog === "ban" ? labels.ban : labels.suspend}
        isPending={act.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog === "ban" || dialog === "suspend") run({ action: dialog }, () => setDialog(null));
        }}
      />
    </div>
  );
}

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A measure that weighs: asked once more, busy until the server answers. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !isPending && onClose()}>
      <AlertDialogContent>
        <div className="grid gap-2">
          <AlertDialogTitle className="break-words">{title}</AlertDialogTitle>
          <AlertDialogDescription>{text}</AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{m.cancel}</AlertDialogCancel>
          <AlertDialogPendingConfirm onClick={onConfirm} pending={isPending} pendingLabel={m.working}>
            {confirm}
          </AlertDialogPendingConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type WarnDialogProps = {
  name: string;
  isPending: boolean;
  onClose: () => void;
  onSend: (note: string) => void;
};

/** 'Avisar': the text the member receives as a notification and by e-mail. */
function WarnDialog({ name, isPending, onClose, onSend }: WarnDialogProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    if (!note) {
      setError(mm.warnTextRequired);
      return;
    }
    onSend(note);
  };

  return (
    <Dialog open onOpenChange={(next) => !next && !isPending && onClose()}>
      <DialogContent closeLabel={m.close}>
        <div className="grid gap-1.5 pr-8">
          <DialogTitle className="break-words">{m.warnTitle(name)}</DialogTitle>
          <DialogDescription>{m.warnDescription}</DialogDescription>
        </div>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <label htmlFor={id} className="text-sm font-medium">
              {m.warnLabel}
            </label>
            <Textarea
              id={id}
              value={text}
              rows={4}
              maxLength={WARN_TEXT_MAX}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(null);
              }}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
              disabled={isPending}
            />
            {error ? (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive-text">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={isPending} onClick={onClose}>
              {m.cancel}
            </Button>
            <Button type="submit" disabled={isPending} aria-busy={isPending || undefined}>
              {isPending ? <Spinner /> : null}
              {isPending ? m.working : m.warnSend}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
