import { shellMessages } from "@guilda/shared/messages/shell";
import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import { LayoutGrid, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { useSpaces } from "@/features/navigation/api/get-spaces";
import { CreateSpaceMenu } from "@/features/spaces/components/admin/create-space-menu";
import { SpacesAdminTable } from "@/features/spaces/components/admin/spaces-admin-table";

/** /admin/spaces: the spaces with their type, slug, privacy and order; create, edit, reorder, delete. */
export function AdminSpacesRoute() {
  const spaces = useSpaces();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{shellMessages.adminSpaces}</h1>
          <p className="max-w-xl text-muted-foreground">{m.adminDescription}</p>
        </div>
        <CreateSpaceMenu variant="page" />
      </div>
      {spaces.isPending ? (
        <PageLoader />
      ) : spaces.isError ? (
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.adminLoadError}
          action={
            <Button variant="outline" onClick={() => void spaces.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : spaces.data.length === 0 ? (
        <EmptyState
          icon={<LayoutGrid aria-hidden="true" />}
          title={m.adminEmptyTitle}
          text={m.adminEmptyText}
        />
      ) : (
        <SpacesAdminTable spaces={spaces.data} />
      )}
    </div>
  );
}
