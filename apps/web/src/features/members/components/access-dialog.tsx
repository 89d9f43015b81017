import { DEFAULT_COURSE_CATEGORY } from "@guilda/shared/constants";
import { directoryMessages as dm } from "@guilda/shared/messages/directory";
import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import type { MemberAccess } from "@guilda/shared/schemas/directory";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { PageLoader } from "@/components/ui/page-loader";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";
import { memberKeys } from "../api/keys";
import { useMemberAccess, useSetMemberAccess, type AccessChange } from "../api/member-access";
import type { MemberRef } from "./admin-actions";

type AccessDialogProps = { member: MemberRef | null; onClose: () => void };

/** 'Gerenciar Acessos - {name}': course and category toggles, each saved at once (spec §2.4). */
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
        >
          <div className="grid gap-1.5 pr-8">
            <DialogTitle className="break-words">{m.accessDialogTitle(member.full_name)}</DialogTitle>
            <DialogDescription>{m.accessDialogDescription}</DialogDescription>
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
                    granted={course.granted}
                    change={(granted) => ({ kind: "course", courseId: course.id, granted })}
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
                  granted={entry.granted}
                  change={(granted) => ({ kind: "category", category: entry.category, granted })}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
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
  granted: boolean;
  change: (granted: boolean) => AccessChange;
};

/**
 * One switch, saved as soon as it flips. While saving it shows the new state; if the save
 * fails it shows the server's state again (the cache was never changed).
 */
function AccessToggle({ memberId, label, ariaLabel, granted, change }: AccessToggleProps) {
  const id = useId();
  const save = useSetMemberAccess(memberId);
  const checked = save.isPending ? save.variables.granted : granted;
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-muted/50 px-3 py-2">
      <Label htmlFor={id} className="min-w-0 flex-1 leading-snug break-words">
        {label}
      </Label>
      <Switch
        id={id}
        aria-label={ariaLabel}
        checked={checked}
        disabled={save.isPending}
        onCheckedChange={(next) =>
          save.mutate(change(next), {
            onSuccess: () => toast.success(dm.accessUpdatedTitle, { description: dm.accessUpdatedText }),
            onError: (_error, { kind }) =>
              kind === "course"
                ? toast.error(dm.accessErrorTitle, { description: dm.accessErrorText })
                : toast.error(m.categoryAccessErrorTitle, { description: m.categoryAccessErrorText }),
          })
        }
      />
    </div>
  );
}
