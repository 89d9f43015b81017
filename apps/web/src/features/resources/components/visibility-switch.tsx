import { webResourceMessages as m } from "@guilda/shared/messages/web-resources";
import { useId } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type VisibilitySwitchProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  hint: string;
};

/** 'Visível para os membros', with what hiding does. */
export function VisibilitySwitch<T extends FieldValues>({ control, name, hint }: VisibilitySwitchProps<T>) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{m.visibleLabel}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={field.value as boolean}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </div>
  );
}
