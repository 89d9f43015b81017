import { commonMessages } from "@guilda/shared/messages/common";
import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { SearchX, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/lib/paths";
import { SpaceTypeIcon } from "./space-type-icon";

/** Unknown slug, or a private space the member was not added to (the server never says which). */
export function SpaceNotFound() {
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      title={m.notFoundTitle}
      text={m.notFoundText}
      action={
        <Button asChild variant="outline">
          <Link to={paths.home}>{commonMessages.backToHome}</Link>
        </Button>
      }
    />
  );
}

export function SpaceLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={<TriangleAlert aria-hidden="true" />}
      title={m.loadError}
      action={
        <Button variant="outline" onClick={onRetry}>
          {m.retry}
        </Button>
      }
    />
  );
}

/** Space types whose content is not built yet (membros). */
export function SpaceNoContent({ space }: { space: SpaceSummary }) {
  return (
    <EmptyState
      icon={<SpaceTypeIcon type={space.space_type} />}
      title={m.emptyContentTitle}
      text={m.emptyContent[space.space_type]}
    />
  );
}
