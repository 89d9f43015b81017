import { privacyMessages as m } from "@guilda/shared/messages/privacy";
import { DELETE_CONFIRMATION } from "@guilda/shared/schemas/privacy";
import { useQueryClient } from "@tanstack/react-query";
import { UserX } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
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
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { clearSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useDeleteAccount } from "../api/delete-account";

type Errors = { confirmation?: string | undefined; password?: string | undefined };

/** 'Excluir minha conta': typed confirmation and password in a dialog; then signed out. */
export function DeleteAccountPanel({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const typed = confirmation.trim() === DELETE_CONFIRMATION;

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setConfirmation("");
    setPassword("");
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = {
      confirmation: typed ? undefined : m.confirmationWrong,
      password: password ? undefined : m.passwordRequired,
    };
    if (local.confirmation || local.password) return setErrors(local);
    setErrors({});
    remove.mutate(
      { confirmation, password },
      {
        onSuccess: () => {
          setOpen(false);
          clearSession(queryClient);
          toast.success(m.deleted, { description: m.deletedText });
          navigate(paths.login, { replace: true });
        },
        onError: (err) => {
          const error = toApiError(err);
          const fields = error.fieldErrors ?? {};
          if (fields.confirmation || fields.password)
            setErrors({ confirmation: fields.confirmation, password: fields.password });
          else toast.error(m.deleteFailed, { description: error.message });
        },
      },
    );
  };

  return (
    <section aria-labelledby="excluir-minha-conta" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id="excluir-minha-conta" className="font-semibold">
          {m.deleteTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{m.deleteDescription}</p>
      </div>
      <div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <UserX aria-hidden="true" />
          {m.deleteOpen}
        </Button>
      </div>
      <AlertDialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <AlertDialogContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <div className="grid gap-2">
              <AlertDialogTitle>{m.deleteDialogTitle}</AlertDialogTitle>
              <AlertDialogDescription>{m.deleteDialogText}</AlertDialogDescription>
            </div>
            {/* Lets password managers know whose password this is. */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <FormField label={m.deleteConfirmLabel} error={errors.confirmation}>
              {(control) => (
                <Input
                  {...control}
                  value={confirmation}
                  onChange={(e) => setConfirmation(e.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
              )}
            </FormField>
            <FormField label={m.deletePasswordLabel} error={errors.password}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </FormField>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={remove.isPending}>{m.deleteCancel}</AlertDialogCancel>
              <AlertDialogPendingConfirm
                type="submit"
                pending={remove.isPending}
                pendingLabel={m.deleting}
                disabled={!typed}
              >
                {m.deleteSubmit}
              </AlertDialogPendingConfirm>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
