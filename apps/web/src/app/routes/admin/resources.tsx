import { webResourceMessages as m } from "@guilda/shared/messages/web-resources";
import { FolderOpen, Plus, TriangleAlert } from "lucide-react";
import { Link, Route, Routes, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useResources } from "@/features/resources/api/get-resources";
import { PageEditor } from "@/features/resources/components/page-editor";
import { ResourcesAdmin } from "@/features/resources/components/resources-admin";
import { paths } from "@/lib/paths";

function ListSkeleton() {
  return (
    <div
      role="status"
      aria-label={m.adminLoading}
      className="grid divide-y divide-border rounded-lg border border-border bg-card"
    >
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="h-10 w-7" />
          <Skeleton className="hidden size-10 rounded-lg sm:block" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /admin/recursos: the Recursos section in its order, with the page actions. */
function ResourcesList() {
  const resources = useResources();
  let body;
  if (resources.isPending) body = <ListSkeleton />;
  else if (resources.isError)
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.adminLoadError}
        action={
          <Button variant="outline" onClick={() => void resources.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  else if (resources.data.items.length === 0)
    body = (
      <EmptyState
        icon={<FolderOpen aria-hidden="true" />}
        title={m.adminEmptyTitle}
        text={m.adminEmptyText}
      />
    );
  else body = <ResourcesAdmin resources={resources.data.items} />;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.adminTitle}</h1>
          <p className="max-w-xl text-muted-foreground">{m.adminDescription}</p>
        </div>
        <Button asChild>
          <Link to={paths.adminResource("novo")}>
            <Plus aria-hidden="true" />
            {m.newPage}
          </Link>
        </Button>
      </div>
      {body}
    </div>
  );
}

function EditResource() {
  const { id = "" } = useParams();
  return <PageEditor key={id} id={id} />;
}

/** /admin/recursos, /admin/recursos/novo (new page) and /admin/recursos/:id (its editor). */
export function AdminResourcesRoute() {
  return (
    <Routes>
      <Route index element={<ResourcesList />} />
      <Route path="novo" element={<PageEditor id={null} />} />
      <Route path=":id" element={<EditResource />} />
    </Routes>
  );
}
