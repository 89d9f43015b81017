import { SPACE_TYPES } from "@guilda/shared/constants";
import { spaceMessages } from "@guilda/shared/messages/spaces";
import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import { Plus } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useCreateSpace } from "../../api/create-space";
import { SpaceTypeIcon } from "../space-type-icon";

type CreateSpaceMenuProps = { variant: "sidebar" | "page" };

/** Spec §2.6: a space is created by choosing its type ('Novo {type title}', order 999). */
export function CreateSpaceMenu({ variant }: CreateSpaceMenuProps) {
  const create = useCreateSpace();
  const isSidebar = variant === "sidebar";

  const onCreate = (type: (typeof SPACE_TYPES)[number]["id"]) =>
    create.mutate(type, {
      onSuccess: () => toast.success(spaceMessages.created),
      onError: () =>
        toast.error(spaceMessages.createErrorTitle, { description: spaceMessages.createErrorText }),
    });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant={isSidebar ? "ghost" : "default"}
          size={isSidebar ? "sm" : "default"}
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
          className={cn(
            isSidebar &&
              "h-9 w-full justify-start gap-3 px-2.5 text-sm font-normal text-sidebar-muted hover:bg-sidebar-accent hover:text-foreground [&_svg:not([class*='size-'])]:size-[1.125rem]",
          )}
        >
          <span aria-hidden="true" className={cn("flex items-center justify-center", isSidebar && "size-5")}>
            {create.isPending ? <Spinner /> : <Plus />}
          </span>
          {m.newSpace}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={isSidebar ? "start" : "end"}>
        <DropdownMenuLabel>{m.newSpaceTypeLabel}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {SPACE_TYPES.map((type) => (
          <DropdownMenuItem key={type.id} onSelect={() => onCreate(type.id)}>
            <SpaceTypeIcon type={type.id} />
            {type.title}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
