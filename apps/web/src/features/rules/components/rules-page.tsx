import { planMessages as pm } from "@guilda/shared/messages/plans";
import { webRulesMessages as m } from "@guilda/shared/messages/web-rules";
import { History, Pencil, ScrollText, TriangleAlert } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { RichHtml } from "@/components/ui/rich-html";
import { useRules } from "../api/get-rules";
import { updatedLine } from "../lib/format";

// Only admins open the editor: members never download the form code.
const RulesEditor = lazy(() => import("./rules-editor").then((module) => ({ default: module.RulesEditor })));

/** /regras: the rules as the server rendered and sanitized them; admins edit the markdown in place. */
export function RulesPage({ isAdmin }: { isAdmin: boolean }) {
  const rules = useRules();
  const [isEditing, setIsEditing] = useState(false);
  const canEdit = isAdmin && rules.isSuccess && !isEditing;
  const editButton = canEdit ? (
    <Button variant="outline" onClick={() => setIsEditing(true)}>
      <Pencil aria-hidden="true" />
      {m.editRules}
    </Button>
  ) : null;

  let body;
  if (rules.isPending) body = <PageLoader />;
  else if (rules.isError)
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void rules.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  else if (isEditing)
    body = (
      <Suspense fallback={<PageLoader />}>
        <RulesEditor initialMarkdown={rules.data.markdown ?? ""} onDone={() => setIsEditing(false)} />
      </Suspense>
    );
  else if (!rules.data.html.trim())
    body = (
      <EmptyState
        icon={<ScrollText aria-hidden="true" />}
        title={m.emptyTitle}
        text={isAdmin ? `${pm.rulesEmpty} ${m.emptyAdminText}` : pm.rulesEmpty}
      />
    );
  else
    body = (
      <Card className="p-5 sm:p-8">
        <RichHtml html={rules.data.html} headingBase={2} />
      </Card>
    );

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
          <p className="text-muted-foreground">{m.subtitle}</p>
          {rules.data?.updated_at && rules.data.html.trim() ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
              <History aria-hidden="true" className="size-4 shrink-0" />
              {updatedLine(rules.data.updated_at, rules.data.updated_by_name)}
            </p>
          ) : null}
        </div>
        {editButton}
      </header>
      {body}
    </div>
  );
}
