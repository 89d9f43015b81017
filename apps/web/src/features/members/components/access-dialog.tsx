import { AI_TIER_IDS, DEFAULT_COURSE_CATEGORY, type AiTier } from "@guilda/shared/constants";
import { saleLabels } from "@guilda/shared/messages/sales";
import { aiTierAccessMessages as tm } from "@guilda/shared/messages/web-ai-tier";
import { directoryMessages as dm } from "@guilda/shared/messages/directory";
import { grantExpiryMessages as am } from "@guilda/shared/messages/web-grant-expiry";
import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import { accessSourceMessages as sm } from "@guilda/shared/messages/web-sales";
import type { AccessSource, MemberAccess, MemberRoles } from "@guilda/shared/schemas/directory";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { useCommunityWords } from "@/hooks/use-community-words";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { memberKeys } from "../api/keys";
import { useMemberAccess, useSetMemberAccess, type AccessChange } from "../api/member-access";
import { useSetMemberAiTier } from "../api/member-ai-tier";
import { useSetMemberRoles } from "../api/member-roles";
import { endOfDayIso, todayInputValue, toDateInputValue } from "../lib/expiry";
import { formatDate } from "../lib/format";
import type { MemberRef } from "./admin-actions";

type AccessDialogProps = { member: MemberRef | null; onClose: () => void };

/**
 * 'Gerenciar Acessos - {name}': the member's AI tier, course and category toggles, each saved at
 * once (spec §2.4).
 */
export function AccessDialog({ member, onClose }: AccessDialogProps) {
  const queryClient = useQueryClient();
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (open) return;
        // The cards' 'Acessos:' summaries change with the toggles.
        void queryClient.invalidateQueries({ queryKey: memberKeys.directories });
        if (member) void queryClient.invalidateQueries({ queryKey: memberKeys.detail(member.id) });
        onClose();
      }}
    >
      {member ? (
        <DialogContent
          closeLabel={m.close}
          className="max-h-[calc(100dvh-2rem)] max-w-xl grid-rows-[auto_1fr] overflow-hidden"
          onEscapeKeyDown={(event) => {
            // Escape in an expiry date form closes that form (below), not the dialog.
            if (event.target instanceof Element && event.target.closest("[data-expiry-form]"))
              event.preventDefault();
          }}
        >
          <div className="grid gap-1.5 pr-8">
            <DialogTitle className="break-words">{m.accessDialogTitle(member.full_name)}</DialogTitle>
            <DialogDescription>
              {m.accessDialogDescription} {sm.dialogHint}
            </DialogDescription>
          </div>
          <AccessEditor key={member.id} memberId={member.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AccessEditor({ memberId }: { memberId: string }) {
  const access = useMemberAccess(memberId);
  // Spec §8.2: a failed load is also announced, once per failed attempt (the retry may fail too).
  const failedAt = access.isError ? access.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(m.accessLoadErrorTitle, { description: m.accessLoadErrorText });
  }, [failedAt]);
  if (access.isPending) return <PageLoader className="min-h-32" />;
  if (access.isError)
    return (
      <div className="grid justify-items-start gap-3 text-sm">
        <p className="text-muted-foreground">{m.accessLoadError}</p>
        <Button variant="outline" size="sm" onClick={() => void access.refetch()}>
          {m.retry}
        </Button>
      </div>
    );

  const groups = groupCourses(access.data.courses);
  return (
    <div className="grid min-h-0 gap-6 overflow-y-auto pr-1">
      <RolesSection memberId={memberId} roles={access.data.roles} />
      <AiTierSelect memberId={memberId} access={access.data} />
      <section aria-labelledby={`${memberId}-courses`} className="grid gap-3">
        <h3 id={`${memberId}-courses`} className="font-semibold">
          {m.coursesHeading}
        </h3>
        {groups.length === 0 ? <p className="text-sm text-muted-foreground">{m.noCourses}</p> : null}
        {groups.map(([category, courses]) => (
          <div key={category} className="grid gap-2">
            <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {category}
            </h4>
            <ul className="grid gap-2">
              {courses.map((course) => (
                <li key={course.id}>
                  <AccessToggle
                    memberId={memberId}
                    label={course.title}
                    sources={course.sources}
                    change={(granted, expiresAt) => ({
                      kind: "course",
                      courseId: course.id,
                      granted,
                      expiresAt,
                    })}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      {access.data.categories.length > 0 ? (
        <section aria-labelledby={`${memberId}-categories`} className="grid gap-3">
          <div className="grid gap-1">
            <h3 id={`${memberId}-categories`} className="font-semibold">
              {m.categoriesHeading}
            </h3>
            <p className="text-xs text-muted-foreground">{m.categoryHint}</p>
          </div>
          <ul className="grid gap-2">
            {access.data.categories.map((entry) => (
              <li key={entry.category}>
                <AccessToggle
                  memberId={memberId}
                  label={entry.category}
                  ariaLabel={m.categorySwitch(entry.category)}
                  sources={entry.sources}
                  change={(granted, expiresAt) => ({
                    kind: "category",
                    category: entry.category,
                    granted,
                    expiresAt,
                  })}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

const ROLES = ["is_admin", "is_moderator", "is_student"] as const satisfies (keyof MemberRoles)[];

/** 'Papéis': Admin, Moderador and Aluno, each saved as soon as it is switched. */
function RolesSection({ memberId, roles }: { memberId: string; roles: MemberRoles }) {
  const id = useId();
  const save = useSetMemberRoles(memberId);
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="font-semibold">
          {m.rolesHeading}
        </h3>
        <p className="text-xs text-muted-foreground">{m.rolesHint}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-3">
        {ROLES.map((role) => {
          const pending = save.isPending ? save.variables[role] : undefined;
          return (
            <li
              key={role}
              className="flex items-center justify-between gap-3 rounded-lg bg-muted/50 px-3 py-2"
            >
              <Label htmlFor={`${id}-${role}`}>{m.roleLabels[role]}</Label>
              <Switch
                id={`${id}-${role}`}
                checked={pending ?? roles[role]}
                disabled={save.isPending}
                onCheckedChange={(next) =>
                  save.mutate(
                    { [role]: next },
                    {
                      onSuccess: () => toast.success(m.rolesSavedTitle),
                      onError: (error) =>
                        toast.error(m.rolesErrorTitle, { description: toApiError(error).message }),
                    },
                  )
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * 'Nível dos agentes de IA': the tier given by hand, saved as soon as it changes. Purchases may
 * give a higher one; the member holds the highest, shown with where it comes from.
 */
function AiTierSelect({ memberId, access }: { memberId: string; access: MemberAccess }) {
  const id = useId();
  const { tierLabel } = useCommunityWords();
  const save = useSetMemberAiTier(memberId);
  const value = save.isPending ? save.variables : access.ai_tier_by_hand;
  const bought = access.ai_tier_sources;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h3 id={`${id}-heading`} className="font-semibold">
        {tm.heading}
      </h3>
      <div className="grid gap-1.5 rounded-lg bg-muted/50 px-3 py-2">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
          <Label htmlFor={id} className="leading-snug">
            {tm.label}
          </Label>
          <select
            id={id}
            value={value}
            disabled={save.isPending}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const next = event.target.value as AiTier;
              save.mutate(next, {
                onSuccess: ({ tier }) =>
                  toast.success(tm.savedTitle, { description: tm.savedText(tierLabel(tier)) }),
                onError: (error) => toast.error(tm.errorTitle, { description: toApiError(error).message }),
              });
            }}
            className="h-9 min-w-36 rounded-lg border border-input bg-background px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 disabled:opacity-60 sm:text-sm"
          >
            {AI_TIER_IDS.map((tier) => (
              <option key={tier} value={tier}>
                {tierLabel(tier)}
              </option>
            ))}
          </select>
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {tm.hint}
        </p>
        {bought.length > 0 ? (
          <div className="grid gap-1.5 border-t border-border pt-2 text-xs">
            <p className="font-medium">{sm.tierInEffect(tierLabel(access.ai_tier))}</p>
            <SourceList
              label={sm.tierSourcesLabel}
              sources={bought}
              describe={(source) => purchaseText(source, tierLabel)}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** 'Liberado pela compra Hotmart HP123 (Oferta) · até 12 de março de 2027' ('Premium, liberado…' for a tier). */
function purchaseText(
  source: AccessSource & { tier?: AiTier },
  tierLabel?: (tier: AiTier) => string,
): string {
  const purchase = source.purchase;
  if (!purchase) return sm.byHand;
  const provider =
    saleLabels.provider[purchase.provider as keyof typeof saleLabels.provider] ?? purchase.provider;
  const lead = source.tier
    ? sm.tierPurchase(tierLabel?.(source.tier) ?? source.tier, provider, purchase.transaction)
    : sm.purchase(provider, purchase.transaction);
  const offers = purchase.offers.length ? ` (${purchase.offers.join(", ")})` : "";
  return `${lead}${offers} · ${endText(source.ends_at)}`;
}

function endText(endsAt: string | null): string {
  if (!endsAt) return sm.noEnd;
  return new Date(endsAt).getTime() <= Date.now()
    ? sm.endedOn(formatDate(endsAt))
    : sm.until(formatDate(endsAt));
}

type SourceListProps<T extends AccessSource> = {
  label: string;
  sources: T[];
  describe: (source: T) => string;
};

/** The purchases an access comes from, one line each. */
function SourceList<T extends AccessSource>({ label, sources, describe }: SourceListProps<T>) {
  return (
    <ul aria-label={label} className="grid gap-1 text-muted-foreground">
      {sources.map((source, index) => (
        <li key={source.purchase?.id ?? `hand-${index}`} className="break-words">
          {describe(source)}
        </li>
      ))}
    </ul>
  );
}

/** Courses by category (a missing category is 'Geral'), categories and titles in order. */
function groupCourses(courses: MemberAccess["courses"]) {
  const groups = new Map<string, MemberAccess["courses"]>();
  for (const course of courses) {
    const category = course.category?.trim() || DEFAULT_COURSE_CATEGORY;
    groups.set(category, [...(groups.get(category) ?? []), course]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, "pt-BR"));
}

type AccessToggleProps = {
  memberId: string;
  label: string;
  ariaLabel?: string;
  /** Where the access comes from: by hand (what the switch controls) and purchases. */
  sources: AccessSource[];
  change: (granted: boolean, expiresAt?: string | null) => AccessChange;
};

/**
 * One switch for the access given by hand, saved as soon as it flips. While saving it shows the
 * new state; if the save fails it shows the server's state again (the cache was never changed).
 * A grant by hand may end on a chosen day ('Expira em ...') or never ('Sem expiração'); the
 * purchases that also give the access are listed under it with their end.
 */
function AccessToggle({ memberId, label, ariaLabel, sources, change }: AccessToggleProps) {
  const id = useId();
  const save = useSetMemberAccess(memberId);
  const [isEditingExpiry, setEditingExpiry] = useState(false);
  const byHand = sources.find((s) => !s.purchase);
  const bought = sources.filter((s) => s.purchase);
  const granted = !!byHand;
  const expiresAt = byHand?.ends_at ?? null;
  const checked = save.isPending ? save.variables.granted : granted;
  const name = ariaLabel ?? label;

  const submit = (next: AccessChange, onDone?: () => void, onFieldError?: (message: string) => void) =>
    save.mutate(next, {
      onSuccess: () => {
        toast.success(dm.accessUpdatedTitle, { description: dm.accessUpdatedText });
        onDone?.();
      },
      onError: (error, { kind }) => {
        const fieldError = toApiError(error).fieldErrors?.expires_at;
        if (fieldError && onFieldError) onFieldError(fieldError);
        else if (kind === "course") toast.error(dm.accessErrorTitle, { description: dm.accessErrorText });
        else toast.error(m.categoryAccessErrorTitle, { description: m.categoryAccessErrorText });
      },
    });

  const isExpired = !!expiresAt && new Date(expiresAt).getTime() <= Date.now();
  const expiryText = expiresAt
    ? (isExpired ? am.expiredOn : am.expiresOn)(formatDate(expiresAt))
    : am.noExpiry;
  const expiryAction = expiresAt ? am.changeExpiry : am.setExpiry;

  return (
    <div className="grid gap-1.5 rounded-lg bg-muted/50 px-3 py-2">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id} className="min-w-0 flex-1 leading-snug break-words">
          {label}
        </Label>
        <Switch
          id={id}
          aria-label={ariaLabel}
          checked={checked}
          disabled={save.isPending}
          onCheckedChange={(next) => {
            setEditingExpiry(false);
            submit(change(next));
          }}
        />
      </div>
      {granted && !isEditingExpiry ? (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
          <span className={isExpired ? "font-medium text-destructive-text" : "text-muted-foreground"}>
            {bought.length > 0 ? `${sm.byHand} · ${expiryText}` : expiryText}
          </span>
          <Button
            variant="link"
            className="text-xs"
            aria-label={am.expiryActionOf(expiryAction, name)}
            disabled={save.isPending}
            onClick={() => setEditingExpiry(true)}
          >
            {expiryAction}
          </Button>
        </div>
      ) : null}
      {granted && isEditingExpiry ? (
        <ExpiryForm
          name={name}
          expiresAt={expiresAt}
          isSaving={save.isPending}
          onCancel={() => setEditingExpiry(false)}
          onSave={(iso, onFieldError) =>
            submit(change(true, iso), () => setEditingExpiry(false), onFieldError)
          }
        />
      ) : null}
      {bought.length > 0 ? (
        <div className="text-xs">
          <SourceList label={sm.sourcesLabel(name)} sources={bought} describe={purchaseText} />
        </div>
      ) : null}
    </div>
  );
}

type ExpiryFormProps = {
  name: string;
  expiresAt: string | null;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (expiresAt: string | null, onFieldError: (message: string) => void) => void;
};

/** A day (the grant lasts until its end, in this browser's time zone), or none. */
function ExpiryForm({ name, expiresAt, isSaving, onCancel, onSave }: ExpiryFormProps) {
  const id = useId();
  const [value, setValue] = useState(expiresAt ? toDateInputValue(expiresAt) : "");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const iso = endOfDayIso(value);
    if (!iso) {
      setError(am.expiryRequired);
      return;
    }
    onSave(iso, setError);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      data-expiry-form=""
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
      className="grid gap-2 border-t border-border pt-2"
    >
      <label htmlFor={id} className="text-xs font-medium">
        {am.expiryDateLabel}
        <span className="sr-only"> {name}</span>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          type="date"
          value={value}
          min={todayInputValue()}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          aria-invalid={!!error}
          aria-describedby={`${id}-${error ? "error" : "hint"}`}
          autoFocus
          className="h-9 w-auto min-w-40 flex-1 basis-40"
        />
        <div className="flex flex-wrap gap-1">
          <Button type="submit" size="sm" disabled={isSaving}>
            {isSaving ? <Spinner /> : null}
            {am.saveExpiry}
          </Button>
          {expiresAt ? (
            <Button variant="ghost" size="sm" disabled={isSaving} onClick={() => onSave(null, setError)}>
              {am.removeExpiry}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" disabled={isSaving} onClick={onCancel}>
            {am.cancel}
          </Button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive-text">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {am.expiryHint}
        </p>
      )}
    </form>
  );
}
