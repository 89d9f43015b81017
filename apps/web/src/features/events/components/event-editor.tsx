import { webEventsMessages as m, EVENT_ZONE_NAMES } from "@guilda/shared/messages/web-events";
import {
  EVENT_FREQUENCY_LABELS,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_MAX_OCCURRENCES,
  EVENT_TITLE_MAX,
  type EventDetail,
  type EventPatch,
} from "@guilda/shared/schemas/events";
import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldAlert, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MarkdownEditor } from "@/components/ui/markdown-editor";
import { NativeSelect } from "@/components/ui/native-select";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/hooks/use-session";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useEvent } from "../api/get-event";
import { useEventSpaces } from "../api/get-event-spaces";
import { eventKeys } from "../api/keys";
import { previewDescription } from "../api/preview-description";
import { useSaveEvent } from "../api/save-event";
import { zoneChoiceLabel } from "../lib/dates";
import {
  eventFormDefaults,
  eventFormSchema,
  formFieldOf,
  toEventInput,
  type EventFormValues,
} from "../lib/event-form";
import { CoverField } from "./cover-field";

const ZONES = Object.keys(EVENT_ZONE_NAMES);

type EditorProps = {
  event: EventDetail | null;
  spaces: { id: string; name: string }[];
  initialSpace: string;
};

function EditorForm({ event, spaces, initialSpace }: EditorProps) {
  const navigate = useNavigate();
  const save = useSaveEvent();
  const [isUploading, setUploading] = useState(false);
  const [cover, setCover] = useState<{ id: string | null; url: string | null; changed: boolean }>({
    id: null,
    url: event?.cover_url ?? null,
    changed: false,
  });
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: eventFormDefaults(event, initialSpace),
  });
  const { errors, isSubmitting } = form.formState;
  const [frequency, endKind, description, zone, capacity] = useWatch({
    control: form.control,
    name: ["frequency", "end_kind", "description", "time_zone", "capacity"],
  });
  // Fewer places than those already going: say that nobody loses theirs, and what happens next.
  const typedCapacity = Number(capacity);
  const belowGoing =
    !!event &&
    capacity.trim() !== "" &&
    Number.isInteger(typedCapacity) &&
    typedCapacity >= 1 &&
    typedCapacity < event.counts.going;
  const recurrenceId = useId();
  const zones = ZONES.includes(zone) ? ZONES : [zone, ...ZONES];
  const back = event ? paths.event(event.event_id) : paths.calendar;

  const onSubmit = form.handleSubmit(async (values) => {
    if (isUploading) {
      toast.error(m.waitUpload);
      return;
    }
    const input = toEventInput(values);
    const coverChange = cover.changed ? { cover_upload_id: cover.id } : {};
    try {
      let saved: EventDetail;
      if (event) {
        // Only what changed: an unchanged time must not count as a move (which notifies attendees).
        const before = toEventInput(eventFormDefaults(event, event.space.id));
        const patch: EventPatch = { ...coverChange };
        for (const key of Object.keys(input) as (keyof typeof input)[]) {
          if (key === "space_id" || JSON.stringify(input[key]) === JSON.stringify(before[key])) continue;
          Object.assign(patch, { [key]: input[key] });
        }
        saved = await save.mutateAsync({ kind: "update", id: event.event_id, patch });
        toast.success(m.saved);
      } else {
        saved = await save.mutateAsync({ kind: "create", input: { ...input, ...coverChange } });
        toast.success(m.created);
      }
      void navigate(paths.event(saved.event_id), { replace: !!event });
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, formFieldOf))
        toast.error(m.saveError, { description: error.message });
    }
  });

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <BackLink
        to={back}
        className="rounded-sm font-medium focus-visible:outline-2 focus-visible:outline-ring"
      >
        {event ? event.title : m.backToCalendar}
      </BackLink>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{event ? m.editTitle : m.newTitle}</h1>
        <p className="text-muted-foreground">{m.editorIntro}</p>
      </header>
      <form
        onSubmit={(submit) => void onSubmit(submit)}
        noValidate
        className="grid gap-5 rounded-lg border border-border bg-card p-4 sm:p-6"
      >
        <FormField label={m.titleLabel} error={errors.title?.message}>
          {(control) => (
            <Input {...control} maxLength={EVENT_TITLE_MAX} autoComplete="off" {...form.register("title")} />
          )}
        </FormField>
        <FormField
          label={m.spaceLabel}
          error={errors.space_id?.message}
          hint={event ? m.spaceFixed : undefined}
        >
          {(control) => (
            <NativeSelect {...control} disabled={!!event} {...form.register("space_id")}>
              <option value="">{m.spaceChoose}</option>
              {spaces.map((space) => (
                <option key={space.id} value={space.id}>
                  {space.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={m.startsLabel} error={errors.starts?.message}>
            {(control) => <Input {...control} type="datetime-local" {...form.register("starts")} />}
          </FormField>
          <FormField label={m.endsLabel} error={errors.ends?.message}>
            {(control) => <Input {...control} type="datetime-local" {...form.register("ends")} />}
          </FormField>
        </div>
        <FormField label={m.zoneLabel} error={errors.time_zone?.message} hint={m.zoneHint}>
          {(control) => (
            <NativeSelect {...control} {...form.register("time_zone")}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {zoneChoiceLabel(z)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <fieldset className="grid gap-4 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-medium">{m.recurrenceLabel}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={m.frequencyLabel} error={errors.frequency?.message}>
              {(control) => (
                <NativeSelect {...control} {...form.register("frequency")}>
                  <option value="none">{m.recurrenceNone}</option>
                  <option value="weekly">{EVENT_FREQUENCY_LABELS.weekly}</option>
                  <option value="monthly">{EVENT_FREQUENCY_LABELS.monthly}</option>
                </NativeSelect>
              )}
            </FormField>
            {frequency !== "none" ? (
              <FormField label={m.intervalLabel} error={errors.interval?.message}>
                {(control) => (
                  <NativeSelect {...control} {...form.register("interval")}>
                    {[1, 2, 3, 4].map((n) => (
                      <option key={n} value={String(n)}>
                        {frequency === "weekly" ? m.intervalWeeks(n) : m.intervalMonths(n)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            ) : null}
          </div>
          {frequency !== "none" ? (
            <>
              <div role="radiogroup" aria-labelledby={`${recurrenceId}-ends`} className="grid gap-2">
                <p id={`${recurrenceId}-ends`} className="text-sm font-medium">
                  {m.endsBy}
                </p>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value="count"
                    className="size-4 accent-primary"
                    {...form.register("end_kind")}
                  />
                  {m.endsByCount}
                </label>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value="until"
                    className="size-4 accent-primary"
                    {...form.register("end_kind")}
                  />
                  {m.endsByUntil}
                </label>
              </div>
              {endKind === "count" ? (
                <FormField label={m.countLabel} error={errors.count?.message} className="sm:max-w-48">
                  {(control) => (
                    <Input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={2}
                      max={EVENT_MAX_OCCURRENCES}
                      {...form.register("count")}
                    />
                  )}
                </FormField>
              ) : (
                <FormField label={m.untilLabel} error={errors.until?.message} className="sm:max-w-48">
                  {(control) => <Input {...control} type="date" {...form.register("until")} />}
                </FormField>
              )}
              {event ? <p className="text-xs text-muted-foreground">{m.recurrenceEditHint}</p> : null}
            </>
          ) : null}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={m.locationLabel} error={errors.location?.message} hint={m.locationHint}>
            {(control) => (
              <Input {...control} maxLength={EVENT_LOCATION_MAX} {...form.register("location")} />
            )}
          </FormField>
          <FormField label={m.onlineUrlLabel} error={errors.online_url?.message} hint={m.onlineUrlHint}>
            {(control) => <Input {...control} type="url" inputMode="url" {...form.register("online_url")} />}
          </FormField>
        </div>
        <FormField
          label={m.capacityLabel}
          error={errors.capacity?.message}
          hint={belowGoing ? m.capacityBelowGoing(event!.counts.going, typedCapacity) : m.capacityFieldHint}
          className="sm:max-w-md"
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              className="sm:max-w-xs"
              {...form.register("capacity")}
            />
          )}
        </FormField>
        <CoverField
          url={cover.url}
          onUploadingChange={setUploading}
          onChange={(next) => setCover({ id: next?.id ?? null, url: next?.url ?? null, changed: true })}
        />
        <MarkdownEditor
          label={m.descriptionLabel}
          registration={form.register("description")}
          markdown={description}
          maxLength={EVENT_DESCRIPTION_MAX}
          preview={previewDescription}
          previewKey={eventKeys.previews}
          error={errors.description?.message}
          rows={10}
        />
        {event ? <p className="text-sm text-muted-foreground">{m.movedNotice}</p> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button asChild variant="ghost">
            <Link to={back}>{m.cancel}</Link>
          </Button>
          <Button type="submit" disabled={isSubmitting || isUploading}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? m.saving : event ? m.save : m.create}
          </Button>
        </div>
      </form>
    </div>
  );
}

function useIsStaff() {
  const { profile } = useSession();
  return !!profile && (profile.is_admin || profile.is_moderator);
}

function Forbidden() {
  return <EmptyState icon={<ShieldAlert aria-hidden="true" />} title={m.forbidden} />;
}

/** /calendario/eventos/novo (?espaco= preselects the space). */
export function NewEventPage() {
  const isStaff = useIsStaff();
  const spaces = useEventSpaces();
  const [params] = useSearchParams();
  if (!isStaff) return <Forbidden />;
  if (spaces.isPending) return <PageLoader />;
  if (spaces.isError)
    return (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void spaces.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  if (spaces.data.length === 0)
    return <EmptyState icon={<TriangleAlert aria-hidden="true" />} title={m.noEventSpaces} />;
  const wanted = params.get("espaco");
  const initial =
    spaces.data.find((s) => s.id === wanted)?.id ?? (spaces.data.length === 1 ? spaces.data[0]!.id : "");
  return <EditorForm event={null} spaces={spaces.data} initialSpace={initial} />;
}

/** /calendario/eventos/:id/editar — from the series' first occurrence. */
export function EditEventPage({ id }: { id: string }) {
  const isStaff = useIsStaff();
  const event = useEvent(id);
  if (!isStaff) return <Forbidden />;
  if (event.isPending) return <PageLoader />;
  if (event.isError)
    return (
      <EmptyState icon={<TriangleAlert aria-hidden="true" />} title={m.notFound} text={m.notFoundText} />
    );
  if (!event.data.can_edit) return <Forbidden />;
  const space = event.data.space;
  return <EditorForm key={event.data.event_id} event={event.data} spaces={[space]} initialSpace={space.id} />;
}
