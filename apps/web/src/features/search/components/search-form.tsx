import { webSearchMessages as m } from "@guilda/shared/messages/search";
import { SEARCH_MAX_CHARS } from "@guilda/shared/rules/search-limits";
import { Search } from "lucide-react";
import { useId, useState, type FormEvent, type Ref } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";

type SearchFormProps = {
  initial?: string;
  className?: string;
  /** The header's compact box: no visible button, a smaller field. */
  compact?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onSubmitted?: () => void;
  /** The field's (and the search landmark's) name. */
  label?: string;
};

/** A search field that opens /search-results?q=. */
export function SearchForm({
  initial = "",
  className,
  compact = false,
  inputRef,
  onSubmitted,
  label = m.boxLabel,
}: SearchFormProps) {
  const [value, setValue] = useState(initial);
  const navigate = useNavigate();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    void navigate(`${paths.search}?${new URLSearchParams({ q }).toString()}`);
    onSubmitted?.();
  };

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={cn("flex items-center gap-2", className)}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          ref={inputRef}
          type="search"
          name="q"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={m.boxPlaceholder}
          maxLength={SEARCH_MAX_CHARS}
          autoComplete="off"
          enterKeyHint="search"
          className={cn("pl-9", compact && "h-9")}
        />
      </div>
      {compact ? null : <Button type="submit">{m.submit}</Button>}
    </form>
  );
}
