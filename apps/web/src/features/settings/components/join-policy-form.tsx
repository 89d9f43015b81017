import { joinPolicyMessages as m } from "@guilda/shared/messages/join-policy";
import { JOIN_POLICIES, type JoinPolicy } from "@guilda/shared/rules/join-policy";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useUpdateJoinPolicy } from "../api/update-join-policy";

const isJoinPolicy = (value: string): value is JoinPolicy =>
  (JOIN_POLICIES as readonly string[]).includes(value);

/** 'Cadastro' on /admin: the three policies as radios, each with what it means, and Salvar. */
export function JoinPolicyForm({ current, onSaved }: { current: JoinPolicy; onSaved?: () => void }) {
  const update = useUpdateJoinPolicy();
  const legendId = useId();
  const baseId = useId();
  const [chosen, setChosen] = useState<JoinPolicy>(current);
  const isBusy = update.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await update.mutateAsync({ join_policy: chosen });
      setChosen(saved.join_policy);
      onSaved?.();
      toast.success(m.savedTitle, { description: m.savedText(m.options[saved.join_policy]) });
    } catch (err) {
      toast.error(m.saveErrorTitle, { description: toApiError(err).message });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <div className="grid gap-3">
        <p id={legendId} className="text-sm font-medium">
          {m.settingLegend}
        </p>
        <RadioGroup
          aria-labelledby={legendId}
          value={chosen}
          onValueChange={(value) => {
            if (isJoinPolicy(value)) setChosen(value);
          }}
          disabled={isBusy}
        >
          {JOIN_POLICIES.map((policy) => {
            const id = `${baseId}-${policy}`;
            return (
              <div
                key={policy}
                className={cn(
                  "flex items-start gap-3 rounded-lg border border-border p-3 transition-colors",
                  chosen === policy && "border-primary bg-primary/5",
                )}
              >
                <RadioGroupItem value={policy} id={id} aria-describedby={`${id}-hint`} />
                <div className="grid gap-1">
                  <label htmlFor={id} className="cursor-pointer text-sm leading-5 font-medium">
                    {m.options[policy]}
                  </label>
                  <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                    {m.optionHints[policy]}
                  </p>
                </div>
              </div>
            );
          })}
        </RadioGroup>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isBusy || chosen === current}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
