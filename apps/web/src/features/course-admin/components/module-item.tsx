import { courseMessages as cm } from "@guilda/shared/messages/courses";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import type { AdminLesson, AdminModule } from "@guilda/shared/schemas/courses";
import { ChevronDown, FileText, Plus, PlayCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { AdminRowActions } from "@/components/ui/admin-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ReorderHandle, SortableList, SortableRow, useSortableItem } from "@/components/ui/sortable-list";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useRenameModule } from "../api/update-module";
import { formatDuration } from "../lib/format";

/** The lesson whose handle takes the focus once it shows in that module (after 'Mover para'). */
export type LessonFocus = { lessonId: string; moduleId: string };

type ModuleItemProps = {
  module: AdminModule;
  position: number;
  courseId: string;
  /** Every module of the course, for 'Mover para'. */
  modules: AdminModule[];
  focusTarget: LessonFocus | null;
  onLessonFocused: () => void;
  onReorderLessons: (lessons: AdminLesson[]) => void;
  onMoveLesson: (lesson: AdminLesson, moduleId: string) => void;
  onNewLesson: () => void;
  onEditLesson: (lesson: AdminLesson) => void;
  onDeleteLesson: (lesson: AdminLesson) => void;
  onDelete: () => void;
};

/** One module: its handle, title (a disclosure), rename, delete, and its sortable lessons. */
export function ModuleItem(props: ModuleItemProps) {
  const { module, position, modules } = props;
  const { rowRef, handleRef, style, handleProps, isDragging } = useSortableItem(
    module.id,
    m.reorderModule(module.title),
  );
  const [isExpanded, setExpanded] = useState(true);
  const [isRenaming, setRenaming] = useState(false);
  const lessonsId = useId();

  return (
    <li
      ref={rowRef}
      style={style}
      className={cn("rounded-lg border border-border bg-card", isDragging && "shadow-pop ring-1 ring-border")}
    >
      <div className="flex items-center gap-1 px-2 py-2 sm:gap-2 sm:px-3">
        <ReorderHandle ref={handleRef} {...handleProps} />
        <div className="grid min-w-0 flex-1">
          <span className="text-xs text-muted-foreground">
            {m.moduleNumber(position)} · {m.moduleLessonCount(module.lessons.length)}
          </span>
          <h3 className="min-w-0 text-base font-semibold">
            <button
              type="button"
              aria-expanded={isExpanded}
              aria-controls={lessonsId}
              onClick={() => setExpanded((open) => !open)}
              className="flex max-w-full items-center gap-1.5 rounded-sm text-left break-words hover:underline"
            >
              <ChevronDown
                aria-hidden="true"
                className={cn("size-4 shrink-0 transition-transform", !isExpanded && "-rotate-90")}
              />
              <span className="min-w-0">{module.title}</span>
            </button>
          </h3>
        </div>
        <AdminRowActions
          className="gap-1 sm:gap-2"
          edit={{
            label: m.renameModule(module.title),
            onClick: () => setRenaming((open) => !open),
            isExpanded: isRenaming,
          }}
          remove={{ label: m.deleteModule(module.title), onClick: props.onDelete }}
        />
      </div>

      {isRenaming ? (
        <RenameModuleForm courseId={props.courseId} module={module} onDone={() => setRenaming(false)} />
      ) : null}

      <div id={lessonsId} hidden={!isExpanded} className="border-t border-border">
        {module.lessons.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted-foreground">{m.noLessons}</p>
        ) : (
          <SortableList
            items={module.lessons}
            kind={m.dragLesson}
            onReorder={props.onReorderLessons}
            label={m.lessonsOf(module.title)}
            className="divide-y divide-border"
          >
            {(ordered) =>
              ordered.map((lesson) => (
                <LessonRow
                  key={lesson.id}
                  lesson={lesson}
                  module={module}
                  modules={modules}
                  shouldFocus={
                    props.focusTarget?.lessonId === lesson.id && props.focusTarget.moduleId === module.id
                  }
                  onFocused={props.onLessonFocused}
                  onMove={props.onMoveLesson}
                  onEdit={props.onEditLesson}
                  onDelete={props.onDeleteLesson}
                />
              ))
            }
          </SortableList>
        )}
        <div className="px-3 py-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onNewLesson}
            aria-label={m.newLessonIn(module.title)}
          >
            <Plus aria-hidden="true" />
            {m.newLesson}
          </Button>
        </div>
      </div>
    </li>
  );
}

type RenameModuleFormProps = { courseId: string; module: AdminModule; onDone: () => void };

function RenameModuleForm({ courseId, module, onDone }: RenameModuleFormProps) {
  const rename = useRenameModule(courseId);
  const [title, setTitle] = useState(module.title);
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const clean = title.trim();
    if (!clean) {
      setError(cm.titleRequired);
      return;
    }
    if (clean === module.title) {
      onDone();
      return;
    }
    rename.mutate(
      { moduleId: module.id, title: clean },
      {
        onSuccess: () => {
          toast.success(m.moduleRenamed);
          onDone();
        },
        onError: (err) => {
          const apiError = toApiError(err);
          if (apiError.fieldErrors?.title) setError(apiError.fieldErrors.title);
          else toast.error(m.moduleErrorTitle, { description: apiError.message });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2 border-t border-border px-3 py-3">
      <Label htmlFor={inputId}>{m.moduleTitleLabel}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(undefined);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={!!error}
          aria-describedby={error ? `${inputId}-error` : undefined}
          maxLength={200}
          autoComplete="off"
          autoFocus
          className="min-w-0 flex-1 basis-48"
        />
        <div className="flex gap-2">
          <Button type="submit" size="default" disabled={rename.isPending}>
            {rename.isPending ? <Spinner /> : null}
            {m.saveModule}
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={rename.isPending}>
            {m.cancel}
          </Button>
        </div>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </form>
  );
}

type LessonRowProps = {
  lesson: AdminLesson;
  module: AdminModule;
  modules: AdminModule[];
  shouldFocus: boolean;
  onFocused: () => void;
  onMove: (lesson: AdminLesson, moduleId: string) => void;
  onEdit: (lesson: AdminLesson) => void;
  onDelete: (lesson: AdminLesson) => void;
};

function LessonRow({
  lesson,
  module,
  modules,
  shouldFocus,
  onFocused,
  onMove,
  onEdit,
  onDelete,
}: LessonRowProps) {
  const handle = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!shouldFocus) return;
    handle.current?.focus();
    onFocused();
  }, [shouldFocus, onFocused]);

  const hasVideo = !!lesson.video_url || !!lesson.video_upload;
  const others = modules.filter((other) => other.id !== module.id);
  const KindIcon = lesson.kind === "video" ? PlayCircle : FileText;

  return (
    <SortableRow
      id={lesson.id}
      handleLabel={m.reorderLesson(lesson.title)}
      handleRef={(node) => {
        handle.current = node;
      }}
      className="flex items-start gap-1 bg-card px-2 py-2 sm:items-center sm:gap-2 sm:px-3"
    >
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2 py-1 sm:py-0">
        <div className="grid min-w-0 flex-1 basis-48 gap-1">
          <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
            <KindIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 break-words">{lesson.title}</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span>{lesson.kind === "video" ? m.kindVideo : m.kindText}</span>
            {lesson.duration_seconds > 0 ? (
              <span>
                <span className="sr-only">{m.durationLabelShort}: </span>
                {formatDuration(lesson.duration_seconds)}
              </span>
            ) : null}
            {lesson.kind === "video" && !hasVideo ? (
              <Badge variant="outline" className="text-destructive-text">
                {m.noVideoBadge}
              </Badge>
            ) : null}
            {lesson.is_preview ? <Badge variant="secondary">{m.previewBadge}</Badge> : null}
            {lesson.release_after_days ? (
              <Badge variant="outline">{m.dripBadge(lesson.release_after_days)}</Badge>
            ) : null}
          </p>
        </div>
        <AdminRowActions
          className="gap-1"
          edit={{ label: m.editLesson(lesson.title), onClick: () => onEdit(lesson) }}
          remove={{ label: m.deleteLesson(lesson.title), onClick: () => onDelete(lesson) }}
        >
          {others.length > 0 ? (
            <select
              aria-label={m.moveLessonLabel(lesson.title)}
              value=""
              onChange={(event) => {
                if (event.target.value) onMove(lesson, event.target.value);
              }}
              className="h-8 w-36 rounded-md border border-input bg-background px-2 text-sm text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40"
            >
              <option value="" disabled>
                {m.moveTo}
              </option>
              {modules.map((target, index) =>
                target.id === module.id ? null : (
                  <option key={target.id} value={target.id}>
                    {index + 1}. {target.title}
                  </option>
                ),
              )}
            </select>
          ) : null}
        </AdminRowActions>
      </div>
    </SortableRow>
  );
}
