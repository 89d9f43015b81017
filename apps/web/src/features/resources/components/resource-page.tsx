import { webResourceMessages as m } from "@guilda/shared/messages/web-resources";
import { EyeOff, FileText, History, Pencil, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { RichHtml } from "@/components/ui/rich-html";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { useResourcePage } from "../api/get-resource-page";
import { updatedLine } from "../lib/format";

type ResourcePageProps = {
  slug: string;
  isAdmin: boolean;
  /** Shown when the page does not exist (or is hidden from the member). */
  notFound: ReactNode;
};

function PageSkeleton() {
  return (
    <div role="status" aria-label={m.pageLoading} className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <Card className="grid gap-3 p-5 sm:p-8">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-3 h-6 w-1/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
    </div>
  );
}

/** /recursos/:slug — a plain page as the server rendered and sanitized it; admins get 'Editar página'. */
export function ResourcePage({ slug, isAdmin, notFound }: ResourcePageProps) {
  const page = useResourcePage(slug);

  if (page.isPending)
    return (
      <div className="mx-auto w-full max-w-3xl">
        <PageSkeleton />
      </div>
    );
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404) return notFound;
    return (
      <div className="mx-auto w-full max-w-3xl">
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.pageLoadError}
          action={
            <Button variant="outline" onClick={() => void page.refetch()}>
              {m.retry}
            </Button>
          }
        />
      </div>
    );
  }

  const data = page.data;
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{data.title}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1.5">
              <History aria-hidden="true" className="size-4 shrink-0" />
              {updatedLine(data.updated_at, data.updated_by_name)}
            </span>
            {data.is_visible ? null : (
              <Badge variant="secondary">
                <EyeOff aria-hidden="true" className="size-3" />
                {m.hidden}
              </Badge>
            )}
          </p>
        </div>
        {isAdmin ? (
          <Button variant="outline" asChild>
            <Link to={paths.adminResource(data.id)}>
              <Pencil aria-hidden="true" />
              {m.editPage}
            </Link>
          </Button>
        ) : null}
      </header>
      {data.html.trim() ? (
        // min-w-0: a wide table scrolls inside the card instead of widening the page.
        <Card className="min-w-0 p-5 sm:p-8">
          <RichHtml html={data.html} headingBase={2} />
        </Card>
      ) : (
        <EmptyState icon={<FileText aria-hidden="true" />} title={m.pageEmpty} />
      )}
    </article>
  );
}
