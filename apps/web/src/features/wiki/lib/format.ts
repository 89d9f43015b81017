import { webWikiMessages as m } from "@guilda/shared/messages/web-wiki";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short" });

/** '15 de março de 2025 às 14:03' */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** 'há 3 dias' */
export function formatAgo(iso: string): string {
  return formatDistanceToNow(new Date(iso), { addSuffix: true, locale: ptBR });
}

/** Who wrote a revision, or 'Membro removido' once that member is gone. */
export function authorName(name: string | null): string {
  return name ?? m.removedMember;
}
