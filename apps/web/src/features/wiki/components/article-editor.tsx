import { webWikiMessages as m } from "@guilda/shared/messages/web-wiki";
import {
  WIKI_BODY_MAX,
  WIKI_SLUG_MAX,
  WIKI_SUMMARY_MAX,
  WIKI_TITLE_MAX,
  wikiSlugFromTitle,
  type WikiArticleView,
  type WikiCategoryView,
} from "@guilda/shared/schemas/wiki";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ExternalLink, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MarkdownEditor } from "@/components/ui/markdown-editor";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { wikiArticleQueryOptions } from "../api/get-article";
import { wikiKeys } from "../api/keys";
import { previewWiki } from "../api/preview-wiki";
import { useCreateWikiArticle, useUpdateWikiArticle } from "../api/save-article";
import {
  ARTICLE_FORM_FIELDS,
  articleFormDefaults,
  articleFormSchema,
  toArticleInput,
  type ArticleFormValues,
} from "../lib/article-form";

type Conflict = { revision: number; who: string | null };

type ArticleEditorProps = {
  /** The article being edited (with its markdown); null writes a new one. */
  article: WikiArticleView | null;
  categories: WikiCategoryView[];
  /** A new article's category, from the index's link. */
  initialCategoryId?: string | null;
};

/**
 * The wiki's editor: title, address, category, the markdown with the server's preview, and the
 * edit summary. A save carries the revision the editor started from; if someone saved meanwhile
 * the server refuses it (409), the text stays here, and the editor may look at what changed and
 * then save over the newer revision on purpose.
 */
export function ArticleEditor({ article, categories, initialCategoryId = null }: ArticleEditorProps) {
  const create = useCreateWikiArticle();
  const update = useUpdateWikiArticle();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formId = useId();
  const [baseRevision, setBaseRevision] = useState(article?.revision ?? 0);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const form = useForm<ArticleFormValues>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: articleFormDefaults(article, initialCategoryId),
  });
  const body = useWatch({ control: form.control, name: "body" }) ?? "";
  const title = useWatch({ control: form.control, name: "title" }) ?? "";
  const slug = useWatch({ control: form.control, name: "slug" }) ?? "";
  const { errors, isSubmitting } = form.formState;
  const shownSlug = slug.trim() || (article ? article.slug : wikiSlugFromTitle(title));

  const save = async (values: ArticleFormValues, base: number) => {
    const input = toArticleInput(values);
    try {
      const saved = article
        ? await update.mutateAsync({ slug: article.slug, input: { ...input, base_revision: base } })
        : await create.mutateAsync(input);
      toast.success(article ? m.saved : m.created);
      void navigate(paths.wikiArticle(saved.slug));
    } catch (err) {
      const error = toApiError(err);
      if (article && error.status === 409 && !error.fieldErrors) {
        // What the article is now (who saved it, which revision), for the choice below.
        const latest = await queryClient
          .fetchQuery({ ...wikiArticleQueryOptions(article.slug), staleTime: 0 })
          .catch(() => null);
        if (latest) {
          setConflict({ revision: latest.revision, who: latest.updated_by_name });
          return;
        }
      }
      if (!applyFieldErrors(error, form.setError, ARTICLE_FORM_FIELDS))
        toast.error(m.saveErrorTitle, { description: error.message });
    }
  };

  const onSubmit = form.handleSubmit((values) => save(values, baseRevision));
  const overwrite = (revision: number) =>
    void form.handleSubmit(async (values) => {
      setBaseRevision(revision);
      setConflict(null);
      await save(values, revision);
    })();

  return (
    <Card className="grid gap-5 p-4 sm:p-6">
      {conflict && article ? (
        <Alert variant="destructive" role="alert">
          <TriangleAlert aria-hidden="true" />
          <div className="grid gap-2">
            <p className="font-semibold">{m.conflictTitle}</p>
            <p>{m.conflictText(conflict.revision, conflict.who)}</p>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a
                  href={paths.wikiDiff(article.slug, baseRevision, conflict.revision)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <ExternalLink aria-hidden="true" />
                  {m.conflictSeeChanges}
                </a>
              </Button>
              <Button
                variant="destructive"
                size="sm"
                disabled={isSubmitting}
                onClick={() => overwrite(conflict.revision)}
              >
                {m.conflictOverwrite(conflict.revision)}
              </Button>
            </div>
          </div>
        </Alert>
      ) : null}
      <form id={formId} onSubmit={onSubmit} noValidate className="grid min-w-0 gap-5">
        <FormField label={m.titleLabel} error={errors.title?.message}>
          {(control) => (
            <Input {...control} maxLength={WIKI_TITLE_MAX} autoComplete="off" {...form.register("title")} />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={m.slugLabel} error={errors.slug?.message} hint={m.slugHint(shownSlug)}>
            {(control) => (
              <Input
                {...control}
                maxLength={WIKI_SLUG_MAX}
                autoComplete="off"
                spellCheck={false}
                placeholder={m.slugPlaceholder}
                {...form.register("slug")}
              />
            )}
          </FormField>
          <FormField label={m.categoryLabel} error={errors.category_id?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register("category_id")}>
                <option value="">{m.noCategory}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <MarkdownEditor
          label={m.bodyLabel}
          registration={form.register("body")}
          markdown={body}
          maxLength={WIKI_BODY_MAX}
          preview={previewWiki}
          previewKey={wikiKeys.previews}
          error={errors.body?.message}
          hint={m.bodyHint}
          rows={20}
        />
        <FormField
          label={m.summaryLabel}
          error={errors.summary?.message}
          hint={article ? `${m.summaryHint} ${m.editingBaseRevision(baseRevision)}` : m.summaryHint}
        >
          {(control) => (
            <Input
              {...control}
              maxLength={WIKI_SUMMARY_MAX}
              autoComplete="off"
              placeholder={m.summaryPlaceholder}
              {...form.register("summary")}
            />
          )}
        </FormField>
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={isSubmitting}
          onClick={() => void navigate(article ? paths.wikiArticle(article.slug) : paths.resourcesWiki)}
        >
          {m.cancel}
        </Button>
        <Button type="submit" form={formId} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : article ? m.save : m.create}
        </Button>
      </div>
    </Card>
  );
}
