import type { SpaceType } from "@guilda/shared/constants";
import { CalendarDays, GraduationCap, Images, MessagesSquare, Newspaper, Users } from "lucide-react";

const TYPE_ICONS = {
  publicacoes: Newspaper,
  eventos: CalendarDays,
  chat: MessagesSquare,
  curso: GraduationCap,
  membros: Users,
  imagens: Images,
} as const satisfies Record<SpaceType, unknown>;

/** Decorative icon of a space type (the type's title is always shown or announced with it). */
export function SpaceTypeIcon({ type, className }: { type: SpaceType; className?: string }) {
  const Icon = TYPE_ICONS[type] ?? Newspaper;
  return <Icon aria-hidden="true" className={className} />;
}
