import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { buttonClasses, type ButtonVariant } from "./button";
import { Spinner } from "./spinner";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** A confirmation that must be answered: no close button, Escape or Cancel dismisses it. */
export function AlertDialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <AlertDialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-pop data-[state=open]:animate-fade-in",
          className,
        )}
        {...props}
      >
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel className={buttonClasses("outline", "default", className)} {...props} />
  );
}

/**
 * The confirming button. A plain button rather than AlertDialog.Action, which would close the
 * dialog before an async action has finished (and hide its 'Excluindo...' state).
 */
export function AlertDialogConfirm({
  className,
  variant = "destructive",
  type,
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return (
    <button type={type ?? "button"} className={buttonClasses(variant, "default", className)} {...props} />
  );
}

/** The confirming button of an action in flight: disabled and busy, with a spinner and its pending label. */
export function AlertDialogPendingConfirm({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: ComponentProps<typeof AlertDialogConfirm> & { pending: boolean; pendingLabel: ReactNode }) {
  return (
    <AlertDialogConfirm disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <Spinner /> : null}
      {pending ? pendingLabel : children}
    </AlertDialogConfirm>
  );
}
