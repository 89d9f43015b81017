import { DEFAULT_COURSE_CATEGORY } from "@guilda/shared/constants";
import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import type { CourseSummary } from "@guilda/shared/schemas/navigation";
import { useId, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCourses } from "../api/get-courses";

type CoursePickerProps = {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });

function groupByCategory(courses: readonly CourseSummary[]) {
  const groups = new Map<string, CourseSummary[]>();
  for (const course of courses) {
    const category = course.category?.trim() || DEFAULT_COURSE_CATEGORY;
    groups.set(category, [...(groups.get(category) ?? []), course]);
  }
  return [...groups.entries()].sort(([a], [b]) => collator.compare(a, b));
}

/** Published courses grouped by category (spec §3: no category = Geral), in a box of limited height. */
export function CoursePicker({ value, onChange, error, disabled }: CoursePickerProps) {
  const id = useId();
  const courses = useCourses();
  const groups = useMemo(() => groupByCategory(courses.data ?? []), [courses.data]);
  const selected = new Set(value);

  const toggle = (courseId: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(courseId);
    else next.delete(courseId);
    onChange([...next]);
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm leading-none font-medium">
          {m.coursesLabel}
        </span>
        {value.length > 0 ? (
          <span className="text-xs text-muted-foreground">{m.coursesSelected(value.length)}</span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {m.coursesHint}
      </p>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={!!error}
        className="max-h-48 overflow-y-auto rounded-lg border border-input bg-background p-3 aria-invalid:border-destructive-text"
      >
        {courses.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {m.coursesLoading}
          </p>
        ) : courses.isError ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p className="font-medium">{m.coursesLoadErrorTitle}</p>
            <p className="text-muted-foreground">{m.coursesLoadErrorText}</p>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => void courses.refetch()}
            >
              {m.retry}
            </Button>
          </div>
        ) : groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.coursesEmpty}</p>
        ) : (
          <div className="grid gap-3">
            {groups.map(([category, items]) => (
              <fieldset key={category} className="grid gap-1.5">
                <legend className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {category}
                </legend>
                {items.map((course) => (
                  <label
                    key={course.id}
                    className="flex min-h-8 cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm hover:bg-accent"
                  >
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-primary"
                      checked={selected.has(course.id)}
                      disabled={disabled}
                      onChange={(event) => toggle(course.id, event.target.checked)}
                    />
                    <span className="min-w-0 break-words">{course.title}</span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
