import { resourceMessages as rm } from "@guilda/shared/messages/resources";
import { webResourceMessages as m } from "@guilda/shared/messages/web-resources";
import type { ToolView } from "@guilda/shared/schemas/resources";
import { Plus, TriangleAlert, Wrench } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useDeleteTool } from "../api/delete-tool";
import { useTools } from "../api/get-tools";
import { ToolCard } from "./tool-card";

// Only admins open the editor: members never download the form code.
const ToolDialog = lazy(() => import("./tool-dialog").then((module) => ({ default: module.ToolDialog })));

/** What the dialog edits: a new tool, or one of the list. */
type Editing = { tool: ToolView | null } | null;

function ToolsSkeleton() {
  return (
    <div role="status" aria-label={m.toolsLoading} className="grid gap-8">
      {[3, 2].map((count, group) => (
        <div key={group} className="grid gap-3">
          <Skeleton className="h-6 w-40" />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: count }, (_, i) => (
              <div key={i} className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:p-5">
                <div className="flex items-center gap-3">
                  <Skeleton className="size-10 shrink-0 rounded-lg" />
                  <Skeleton className="h-5 w-2/3" />
                </div>
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-4/5" />
                <Skeleton className="h-8 w-24" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function Category({
  name,
  tools,
  isAdmin,
  onEdit,
  onDelete,
}: {
  name: string;
  tools: ToolView[];
  isAdmin: boolean;
  onEdit: (tool: ToolView) => void;
  onDelete: (tool: ToolView) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight break-words">
          {name}
        </h2>
        <span className="shrink-0 text-sm text-muted-foreground">{m.toolCount(tools.length)}</span>
      </div>
      <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.id}>
            <ToolCard
              tool={tool}
              onEdit={isAdmin ? () => onEdit(tool) : undefined}
              onDelete={isAdmin ? () => onDelete(tool) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /recursos/ferramentas: tools by category; admins add, edit and delete them in place. */
export function ToolsPage({ isAdmin }: { isAdmin: boolean }) {
  const tools = useTools();
  const remove = useDeleteTool();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ToolView | null>(null);
  const categories = tools.data?.categories ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(rm.toolDeleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(rm.deleteErrorTitle, { description: toApiError(error).message }),
    });
  };

  let body;
  if (tools.isPending) body = <ToolsSkeleton />;
  else if (tools.isError)
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.toolsLoadError}
        action={
          <Button variant="outline" onClick={() => void tools.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  else if (categories.length === 0)
    body = (
      <EmptyState
        icon={<Wrench aria-hidden="true" />}
        title={m.toolsEmptyTitle}
        text={isAdmin ? m.toolsEmptyAdminText : m.toolsEmptyText}
      />
    );
  else
    body = (
      <div className="grid gap-8">
        {categories.map((category) => (
          <Category
            key={category.name}
            name={category.name}
            tools={category.tools}
            isAdmin={isAdmin}
            onEdit={(tool) => setEditing({ tool })}
            onDelete={setDeleting}
          />
        ))}
      </div>
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.toolsTitle}</h1>
          <p className="max-w-2xl text-muted-foreground">{m.toolsSubtitle}</p>
        </div>
        {isAdmin && !tools.isError ? (
          <Button onClick={() => setEditing({ tool: null })}>
            <Plus aria-hidden="true" />
            {m.newTool}
          </Button>
        ) : null}
      </header>
      {body}
      {isAdmin && editing ? (
        <Suspense fallback={null}>
          <ToolDialog
            tool={editing.tool}
            categories={categories.map((c) => c.name)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {isAdmin ? (
        <ConfirmDeleteDialog
          open={deleting !== null}
          title={m.deleteToolTitle}
          text={deleting ? m.deleteToolText(deleting.name) : ""}
          isPending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
