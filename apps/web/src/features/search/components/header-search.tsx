import { webSearchMessages as m } from "@guilda/shared/messages/search";
import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { SearchForm } from "./search-form";

/**
 * The header's search: a box on wide screens; on phones an icon that opens the box over the
 * header (Escape or the close button puts it away).
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const current = pathname === paths.search ? (params.get("q") ?? "") : "";
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <SearchForm
        key={`wide-${current}`}
        initial={current}
        compact
        className="hidden w-56 min-w-40 shrink lg:flex xl:w-72"
      />
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={m.openSearch}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Search className="size-5" aria-hidden="true" />
      </Button>
      {open ? (
        <div
          className="absolute inset-x-0 top-0 z-50 flex h-14 items-center gap-2 border-b border-border bg-background px-2 lg:hidden"
          onKeyDown={(e) => {
            if (e.key === "Escape") close();
          }}
        >
          <SearchForm
            key={`narrow-${current}`}
            initial={current}
            compact
            inputRef={inputRef}
            className="flex-1"
            onSubmitted={() => setOpen(false)}
          />
          <Button variant="ghost" size="icon" aria-label={m.closeSearch} onClick={close}>
            <X className="size-5" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </>
  );
}
