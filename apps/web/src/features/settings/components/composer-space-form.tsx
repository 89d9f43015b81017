import { shellMessages as m } from "@guilda/shared/messages/shell";
import { isPostableSpace, pickComposerSpace } from "@guilda/shared/rules/composer-space";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useUpdateComposerSpace } from "../api/update-composer-space";

type Space = { id: string; name: string; slug: string; space_type: string; is_private: boolean };

type ComposerSpaceFormProps = {
  /** The admin's choice now (null: the default). */
  current: string | null;
  /** Every space, in the sidebar's order; only the public ones that take posts are offered. */
  spaces: Space[];
  onSaved?: () => void;
};

/** 'Publicações na página inicial' on /admin: the space the home composer proposes to every member. */
export function ComposerSpaceForm({ current, spaces, onSaved }: ComposerSpaceFormProps) {
  const update = useUpdateComposerSpace();
  const [error, setError] = useState<string | undefined>();
  const offered = spaces.filter((s) => !s.is_private && isPostableSpace(s));
  // A choice that no longer fits (made private, or gone) shows as the default.
  const saved = offered.some((s) => s.id === current) ? current : null;
  const [chosen, setChosen] = useState<string>(saved ?? "");
  const fallback = pickComposerSpace(offered, null);
  const isBusy = update.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const settings = await update.mutateAsync({ space_id: chosen || null });
      setError(undefined);
      onSaved?.();
      const name = pickComposerSpace(offered, settings.composer_space_id)?.name;
      toast.success(m.composerSpaceSavedTitle, name ? { description: m.composerSpaceSavedText(name) } : {});
    } catch (err) {
      const apiError = toApiError(err);
      setError(apiError.fieldErrors?.space_id ?? apiError.message);
      toast.error(m.composerSpaceErrorTitle, { description: apiError.message });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <FormField label={m.composerSpaceLabel} hint={m.composerSpaceHint} error={error}>
        {(control) => (
          <NativeSelect
            {...control}
            value={chosen}
            disabled={isBusy}
            onChange={(event) => {
              setChosen(event.target.value);
              setError(undefined);
            }}
          >
            <option value="">{m.composerSpaceDefault(fallback?.name ?? null)}</option>
            {offered.map((space) => (
              <option key={space.id} value={space.id}>
                {space.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isBusy || chosen === (saved ?? "")}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.settingsSaving : m.composerSpaceSave}
        </Button>
      </div>
    </form>
  );
}
