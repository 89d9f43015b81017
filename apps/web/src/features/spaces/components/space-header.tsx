import { SPACE_TYPES } from "@guilda/shared/constants";
import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { SpaceIcon } from "@/components/ui/space-icon";
import { SpaceTypeIcon } from "./space-type-icon";

/** Icon, name, description and the 'Privado' badge of a space page. */
export function SpaceHeader({ space }: { space: SpaceSummary }) {
  const typeTitle = SPACE_TYPES.find((t) => t.id === space.space_type)?.title;
  return (
    <header className="flex items-start gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-2xl text-primary-text sm:size-14 [&_svg]:size-6">
        <SpaceIcon icon={space.icon} />
      </span>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{space.name}</h1>
          {space.is_private ? (
            <Badge variant="secondary">
              <Lock aria-hidden="true" className="size-3" />
              {m.private}
            </Badge>
          ) : null}
        </div>
        {typeTitle ? (
          <p className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            <SpaceTypeIcon type={space.space_type} className="size-3.5" />
            {typeTitle}
          </p>
        ) : null}
        {space.description ? (
          <p className="break-words whitespace-pre-line text-muted-foreground">{space.description}</p>
        ) : null}
      </div>
    </header>
  );
}
