import { Search, X } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDebouncedValue } from "@/hooks/use-debounced-value";

export const SEARCH_DEBOUNCE_MS = 300;

type FilterBarProps = {
  /** The form's accessible name. */
  label: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The search as the address bar holds it. */
  query: string;
  /** The search once typing settles. */
  onQueryChange: (q: string) => void;
  clearLabel: string;
  /** False while every filter is at its default: 'Limpar filtros' has nothing to clear. */
  canClear: boolean;
  onClear: () => void;
  clearClassName?: string;
  /** The layout of the row of filters under the search; 'Limpar filtros' ends it. */
  filtersClassName: string;
  /** The filters (selects). */
  children: ReactNode;
};

/** A directory's search and filters (members, suppliers): a search landmark that wraps on narrow screens. */
export function FilterBar(props: FilterBarProps) {
  const searchId = useId();
  return (
    <form
      role="search"
      aria-label={props.label}
      className="grid gap-3 rounded-lg border border-border bg-card p-3 sm:p-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="relative">
        <Label htmlFor={searchId} className="sr-only">
          {props.searchLabel}
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <SearchInput
          id={searchId}
          value={props.query}
          placeholder={props.searchPlaceholder}
          onCommit={props.onQueryChange}
        />
      </div>
      <div className={props.filtersClassName}>
        {props.children}
        <Button
          variant="ghost"
          onClick={props.onClear}
          disabled={!props.canClear}
          className={props.clearClassName}
        >
          <X aria-hidden="true" />
          {props.clearLabel}
        </Button>
      </div>
    </form>
  );
}

type SearchInputProps = {
  id: string;
  value: string;
  placeholder: string;
  onCommit: (q: string) => void;
};

/**
 * Typing updates the field at once and the address bar (and the request) ~300 ms after the
 * last key. A change from outside (Limpar filtros, back button) replaces what is typed.
 */
function SearchInput({ id, value, placeholder, onCommit }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // The URL changed without us (clear, navigation): show it.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  useEffect(() => {
    if (debounced.trim() === committed.trim()) return;
    setCommitted(debounced.trim());
    onCommit(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled text commits
  }, [debounced]);

  return (
    <Input
      id={id}
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={placeholder}
      maxLength={100}
      autoComplete="off"
      className="pl-9"
    />
  );
}
