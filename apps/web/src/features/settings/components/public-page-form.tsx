import { publicPageMessages as m } from "@guilda/shared/messages/public-page";
import { PUBLIC_DESCRIPTION_MAX, type PublicPageSettings } from "@guilda/shared/schemas/public-page";
import { PUBLIC_HOME } from "@guilda/shared/rules/first-requests";
import { Eye, TriangleAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { usePublicPageSettings, useUpdatePublicPage } from "../api/public-page";

/** 'Página pública' on /admin: loads the current values, then the form. */
export function PublicPageCard() {
  const query = usePublicPageSettings();
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  return <PublicPageForm current={query.data} />;
}

/** The switch (off by default) and the landing's description, saved together. */
function PublicPageForm({ current }: { current: PublicPageSettings }) {
  const update = useUpdatePublicPage();
  const switchId = useId();
  const [isOn, setIsOn] = useState(current.public_page);
  const [description, setDescription] = useState(current.public_description ?? "");
  const [error, setError] = useState<string | undefined>();
  const isBusy = update.isPending;
  const isDirty = isOn !== current.public_page || description.trim() !== (current.public_description ?? "");

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const saved = await update.mutateAsync({ public_page: isOn, public_description: description });
      setDescription(saved.public_description ?? "");
      toast.success(m.savedTitle, { description: saved.public_page ? m.savedOn : m.savedOff });
    } catch (err) {
      const apiError = toApiError(err);
      const fieldError = apiError.fieldErrors?.public_description;
      if (fieldError) setError(fieldError);
      else toast.error(m.saveErrorTitle, { description: apiError.message });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
        <div className="grid gap-1">
          <label htmlFor={switchId} className="cursor-pointer text-sm leading-5 font-medium">
            {m.switchLabel}
          </label>
          <p id={`${switchId}-hint`} className="text-sm text-muted-foreground">
            {m.switchHint}
          </p>
        </div>
        <Switch
          id={switchId}
          aria-describedby={`${switchId}-hint`}
          checked={isOn}
          onCheckedChange={setIsOn}
          disabled={isBusy}
        />
      </div>
      <FormField label={m.descriptionLabel} hint={m.descriptionHint} error={error}>
        {(control) => (
          <Textarea
            {...control}
            name="public_description"
            rows={3}
            maxLength={PUBLIC_DESCRIPTION_MAX}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            disabled={isBusy}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {current.public_page ? (
          <Button asChild variant="outline">
            <Link to={PUBLIC_HOME}>
              {m.preview}
              <Eye aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
        <Button type="submit" disabled={isBusy || !isDirty}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
