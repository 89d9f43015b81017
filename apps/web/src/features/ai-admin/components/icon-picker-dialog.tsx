import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import { AGENT_ICONS, DEFAULT_AGENT_ICON, type AgentIconName } from "@guilda/shared/rules/agent-icons";
import { foldSearch } from "@guilda/shared/rules/directory-filters";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { loadAgentIconSet } from "@/components/ui/agent-icon";

type IconPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The icon chosen now (a name of the set), marked when the list opens. */
  current: AgentIconName | null;
  onPick: (name: AgentIconName) => void;
};

/** 'Escolher ícone': the app's icon set, searched by its Portuguese names, one chosen and used. */
export function IconPickerDialog({ open, onOpenChange, current, onPick }: IconPickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          closeLabel={m.iconCancel}
          className="flex max-h-[calc(100dvh-2rem)] flex-col sm:max-w-xl"
        >
          <IconPicker
            current={current}
            onPick={(name) => {
              onPick(name);
              onOpenChange(false);
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type IconSet = Awaited<ReturnType<typeof loadAgentIconSet>>;

function IconPicker({
  current,
  onPick,
}: {
  current: AgentIconName | null;
  onPick: (name: AgentIconName) => void;
}) {
  const searchId = useId();
  const statusId = useId();
  const [set, setSet] = useState<IconSet | null>(null);
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<AgentIconName>(current ?? DEFAULT_AGENT_ICON);
  useEffect(() => {
    let isCurrent = true;
    void loadAgentIconSet().then((loaded) => isCurrent && setSet(loaded));
    return () => {
      isCurrent = false;
    };
  }, []);

  const words = foldSearch(query);
  const shown = AGENT_ICONS.filter(
    (name) => !words || foldSearch(m.iconNames[name]).includes(words) || name.includes(words),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is in a portal but inside the agent's form in React's tree: its submit must not
    // reach (and save) the agent.
    event.stopPropagation();
    onPick(chosen);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col gap-4">
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{m.iconPickerTitle}</DialogTitle>
        <DialogDescription>{m.iconPickerDescription}</DialogDescription>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={searchId}>{m.iconSearch}</Label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          value={query}
          aria-describedby={statusId}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {set ? (
        // The list scrolls inside the dialog (a fieldset does not shrink as a flex item: a box does).
        <div className="min-h-0 flex-1 overflow-y-auto rounded-lg border border-border p-2">
          <fieldset>
            <legend className="sr-only">{m.iconChoices}</legend>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {shown.map((name) => {
                const Icon = set[name];
                return (
                  <li key={name}>
                    <label className="relative flex h-full cursor-pointer flex-col items-center gap-1.5 rounded-md border border-transparent px-1 py-2 text-center text-xs text-muted-foreground transition-colors hover:bg-accent hover:text-foreground has-[input:checked]:border-primary has-[input:checked]:bg-primary/10 has-[input:checked]:text-foreground has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-ring">
                      {/* The whole tile is the radio: it lies over the drawing and the name, unseen. */}
                      <input
                        type="radio"
                        name="agent-icon"
                        value={name}
                        checked={chosen === name}
                        onChange={() => setChosen(name)}
                        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                      />
                      <Icon aria-hidden="true" className="size-6" />
                      <span className="leading-tight break-words">{m.iconNames[name]}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </div>
      ) : (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      )}
      <p id={statusId} role="status" className={shown.length ? "sr-only" : "text-sm text-muted-foreground"}>
        {shown.length ? "" : m.iconNoResults}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {m.iconCancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!set}>
          {m.iconUse}
        </Button>
      </div>
    </form>
  );
}
