import { resourceMessages as rm } from "@guilda/shared/messages/resources";
import { webResourceMessages as m } from "@guilda/shared/messages/web-resources";
import {
  RESOURCE_BODY_MAX,
  RESOURCE_SLUG_MAX,
  RESOURCE_TITLE_MAX,
  resourceBodySchema,
  resourcePath,
  resourceSlugFromTitle,
  resourceSlugSchema,
  resourceTitleSchema,
  type ResourcePageView,
  type ResourceSummary,
} from "@guilda/shared/schemas/resources";
import { z } from "@guilda/shared/schemas/zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ExternalLink, FileQuestion, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MarkdownEditor } from "@/components/ui/markdown-editor";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { isApiError, toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useAdminResource } from "../api/get-admin-resource";
import { useResources } from "../api/get-resources";
import { resourceKeys } from "../api/keys";
import { previewPage } from "../api/preview-page";
import { useCreatePage, useUpdateResource } from "../api/save-resource";
import { VisibilitySwitch } from "./visibility-switch";

const END = "end";

const formSchema = z.object({
  title: resourceTitleSchema,
  /** Empty on a new page: the server makes it from the title. */
  slug: z.union([z.literal(""), resourceSlugSchema]),
  body: resourceBodySchema,
  is_visible: z.boolean(),
  position: z.string(),
});
type FormValues = z.input<typeof formSchema>;
const FIELDS = ["title", "slug", "body", "position"] as const;

function BackLink() {
  return (
    <Button variant="ghost" size="sm" asChild className="-ml-2 w-fit">
      <Link to={paths.adminResources}>
        <ArrowLeft aria-hidden="true" />
        {m.backToList}
      </Link>
    </Button>
  );
}

function EditorSkeleton() {
  return (
    <Card role="status" aria-label={m.pageLoading} className="grid gap-5 p-4 sm:p-6">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-72 w-full" />
    </Card>
  );
}

/** /admin/recursos/novo and /admin/recursos/:id — a page's title, address, visibility and markdown. */
export function PageEditor({ id }: { id: string | null }) {
  const resource = useAdminResource(id);
  const list = useResources();
  const isMissing =
    resource.isError && isApiError(resource.error) && [400, 404].includes(resource.error.status);

  let body;
  if (id !== null && isMissing)
    body = (
      <EmptyState icon={<FileQuestion aria-hidden="true" />} title={m.editorNotFound} action={<BackLink />} />
    );
  else if ((id !== null && resource.isError) || list.isError)
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.adminLoadError}
        action={
          <Button
            variant="outline"
            onClick={() => void (resource.isError ? resource.refetch() : list.refetch())}
          >
            {m.retry}
          </Button>
        }
      />
    );
  else if ((id !== null && resource.isPending) || list.isPending) body = <EditorSkeleton />;
  else body = <PageForm key={id ?? "new"} resource={resource.data ?? null} others={list.data.items} />;

  const isBuiltIn = resource.data !== undefined && resource.data.kind !== "page";
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-2">
        <BackLink />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              {id === null ? m.newPageTitle : isBuiltIn ? m.edit(resource.data.title) : m.editPageTitle}
            </h1>
            <p className="text-muted-foreground">
              {isBuiltIn ? m.builtInDialogDescription : m.editorDescription}
            </p>
          </div>
          {resource.data ? (
            <Button variant="outline" asChild>
              <Link to={resource.data.path}>
                <ExternalLink aria-hidden="true" />
                {m.viewPage}
              </Link>
            </Button>
          ) : null}
        </div>
      </header>
      {body}
    </div>
  );
}

type PageFormProps = {
  /** The resource being edited, or null for a new page. */
  resource: ResourcePageView | null;
  /** The section as it is, for the new page's position. */
  others: ResourceSummary[];
};

function PageForm({ resource, others }: PageFormProps) {
  const navigate = useNavigate();
  const create = useCreatePage();
  const update = useUpdateResource();
  const formId = useId();
  const isNew = resource === null;
  const isPage = isNew || resource.kind === "page";
  // A new page's address follows its title until the admin types one.
  const [isSlugEdited, setSlugEdited] = useState(!isNew);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: resource?.title ?? "",
      slug: resource?.slug ?? "",
      body: resource?.markdown ?? "",
      is_visible: resource?.is_visible ?? true,
      position: END,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const markdown = useWatch({ control: form.control, name: "body" }) ?? "";
  const slug = useWatch({ control: form.control, name: "slug" }) ?? "";
  const titleField = form.register("title", {
    onChange: (event: { target: { value: string } }) => {
      if (!isSlugEdited) form.setValue("slug", resourceSlugFromTitle(event.target.value));
    },
  });
  const slugField = form.register("slug", { onChange: () => setSlugEdited(true) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (isNew) {
        await create.mutateAsync({
          title: values.title,
          ...(values.slug ? { slug: values.slug } : {}),
          body: values.body,
          is_visible: values.is_visible,
          ...(values.position === END ? {} : { position: Number(values.position) }),
        });
        toast.success(rm.pageCreated);
      } else {
        await update.mutateAsync({
          id: resource.id,
          input: isPage
            ? { title: values.title, slug: values.slug, body: values.body, is_visible: values.is_visible }
            : { title: values.title, is_visible: values.is_visible },
        });
        toast.success(isPage ? rm.pageSaved : rm.resourceSaved);
      }
      void navigate(paths.adminResources);
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, FIELDS))
        toast.error(rm.saveErrorTitle, { description: error.message });
    }
  });

  const shownPath = resourcePath(resource?.kind ?? "page", slug || "…");
  return (
    <Card className="grid min-w-0 gap-5 p-4 sm:p-6">
      <form id={formId} onSubmit={onSubmit} noValidate className="grid min-w-0 gap-5">
        <FormField label={m.titleLabel} error={errors.title?.message}>
          {(control) => (
            <Input {...control} maxLength={RESOURCE_TITLE_MAX} autoComplete="off" {...titleField} />
          )}
        </FormField>
        {isPage ? (
          <FormField label={m.slugLabel} error={errors.slug?.message} hint={m.slugHint(shownPath)}>
            {(control) => (
              <div className="flex min-w-0 items-center rounded-lg border border-input bg-muted/50 shadow-xs focus-within:border-ring has-[[aria-invalid=true]]:border-destructive-text">
                <span aria-hidden="true" className="shrink-0 pl-3 font-mono text-sm text-muted-foreground">
                  /recursos/
                </span>
                <Input
                  {...control}
                  maxLength={RESOURCE_SLUG_MAX}
                  autoComplete="off"
                  spellCheck={false}
                  className="min-w-0 rounded-l-none border-0 bg-transparent pl-0.5 font-mono shadow-none"
                  {...slugField}
                />
              </div>
            )}
          </FormField>
        ) : null}
        {isNew ? (
          <FormField label={m.positionLabel} error={errors.position?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register("position")}>
                {others.map((other, index) => (
                  <option key={other.id} value={String(index)}>
                    {m.positionBefore(other.title)}
                  </option>
                ))}
                <option value={END}>{m.positionEnd}</option>
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        <VisibilitySwitch
          control={form.control}
          name="is_visible"
          hint={isPage ? m.pageVisibleHint : m.builtInVisibleHint}
        />
        {isPage ? (
          <MarkdownEditor
            label={m.bodyLabel}
            registration={form.register("body")}
            markdown={markdown}
            maxLength={RESOURCE_BODY_MAX}
            preview={previewPage}
            previewKey={resourceKeys.previews}
            error={errors.body?.message}
          />
        ) : null}
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to={paths.adminResources}>{m.cancel}</Link>
        </Button>
        <Button type="submit" form={formId} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : isNew ? m.createPage : isPage ? m.savePage : m.save}
        </Button>
      </div>
    </Card>
  );
}
