import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

type PagerProps = { page: number; total: number; pageSize: number; onPage: (page: number) => void };

/** 'Anterior · Página 2 de 5 · Próxima' under a numbered list; nothing when it fits one page. */
export function Pager({ page, total, pageSize, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={m.pagination} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        <ChevronLeft aria-hidden="true" />
        {m.previous}
      </Button>
      <p className="text-sm text-muted-foreground" aria-current="page">
        {m.pageOf(Math.min(page, pages), pages)}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
