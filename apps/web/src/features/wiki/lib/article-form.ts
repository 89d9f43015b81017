import {
  createWikiArticleSchema,
  type CreateWikiArticleInput,
  type WikiArticleView,
} from "@guilda/shared/schemas/wiki";
import { z } from "@guilda/shared/schemas/zod";

/** The editor's fields as typed; 'category_id' is '' for none. */
export const ARTICLE_FORM_FIELDS = ["title", "slug", "category_id", "body", "summary"] as const;

const articleFormShape = z.object({
  title: z.string(),
  slug: z.string(),
  category_id: z.string(),
  body: z.string(),
  summary: z.string(),
});
export type ArticleFormValues = z.infer<typeof articleFormShape>;

export function toArticleInput(values: ArticleFormValues): CreateWikiArticleInput {
  return {
    title: values.title,
    slug: values.slug.trim(),
    category_id: values.category_id || null,
    body: values.body,
    summary: values.summary.trim() || null,
  };
}

/**
 * Checked by the shared request schema after conversion, so the editor and the server refuse the
 * same things with the same words.
 */
export const articleFormSchema = articleFormShape.superRefine((values, ctx) => {
  const parsed = createWikiArticleSchema.safeParse(toArticleInput(values));
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
});

export function articleFormDefaults(
  article: WikiArticleView | null,
  categoryId: string | null,
): ArticleFormValues {
  return {
    title: article?.title ?? "",
    slug: article?.slug ?? "",
    category_id: article ? (article.category?.id ?? "") : (categoryId ?? ""),
    body: article?.markdown ?? "",
    summary: "",
  };
}
