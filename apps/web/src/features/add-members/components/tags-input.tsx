import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import { addMemberTag } from "@guilda/shared/rules/member-input";
import { X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type TagsInputProps = {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** Spec §5: tags are unique per member and added with Enter or the button; chips can be removed. */
export function TagsInput({ value, onChange, error, disabled }: TagsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const shownError = draftError ?? error;

  const add = () => {
    if (!draft.trim()) return;
    const result = addMemberTag(value, draft);
    if (!result.ok) {
      setDraftError(result.error);
      return;
    }
    setDraftError(null);
    setDraft("");
    onChange(result.tags);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter adds the tag; it must not submit the member form.
    event.preventDefault();
    add();
  };

  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{m.tagsLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          disabled={disabled}
          autoComplete="off"
          enterKeyHint="enter"
          aria-invalid={!!shownError}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} disabled={disabled}>
          {m.addTag}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {m.tagsHint}
      </p>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive-text">
          {shownError}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul aria-label={m.tagsListLabel} className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-2.5 text-xs font-medium"
            >
              <span className="min-w-0 truncate">{tag}</span>
              <button
                type="button"
                aria-label={m.removeTag(tag)}
                disabled={disabled}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                className="inline-flex size-5 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
