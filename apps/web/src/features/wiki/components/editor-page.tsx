import { commonMessages } from "@guilda/shared/messages/common";
import { webWikiMessages as m } from "@guilda/shared/messages/web-wiki";
import { Lock, TriangleAlert } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { toApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { useWikiArticle } from "../api/get-article";
import { useWikiIndex } from "../api/get-wiki-index";
import { ArticleEditor } from "./article-editor";
import { WikiNotFound } from "./article-page";
import { WikiBreadcrumb } from "./wiki-breadcrumb";

function LoadError({ retry }: { retry: () => void }) {
  return (
    <EmptyState
      icon={<TriangleAlert aria-hidden="true" />}
      title={m.loadError}
      action={
        <Button variant="outline" onClick={retry}>
          {m.retry}
        </Button>
      }
    />
  );
}

const Forbidden = () => <EmptyState icon={<Lock aria-hidden="true" />} title={commonMessages.forbidden} />;

/** /recursos/wiki/novo — a new article (?categoria= preselects a category). */
export function NewArticlePage() {
  const index = useWikiIndex();
  const [params] = useSearchParams();
  let body;
  if (index.isPending) body = <PageLoader />;
  else if (index.isError) body = <LoadError retry={() => void index.refetch()} />;
  else if (!index.data.can_edit) body = <Forbidden />;
  else {
    const wanted = params.get("categoria");
    const category = index.data.categories.find((c) => c.slug === wanted) ?? null;
    body = (
      <ArticleEditor
        article={null}
        categories={index.data.categories}
        initialCategoryId={category?.id ?? null}
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4">
      <WikiBreadcrumb items={[{ label: m.newTitle }]} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.newTitle}</h1>
      {body}
    </div>
  );
}

/** /recursos/wiki/:slug/editar — editors only (the server checks it again on save). */
export function EditArticlePage({ slug }: { slug: string }) {
  const article = useWikiArticle(slug);
  const index = useWikiIndex();
  let body;
  if (article.isPending || index.isPending) body = <PageLoader />;
  else if (article.isError && toApiError(article.error).status === 404) body = <WikiNotFound />;
  else if (article.isError || index.isError)
    body = <LoadError retry={() => void Promise.all([article.refetch(), index.refetch()])} />;
  else if (!article.data.can_edit || article.data.markdown === null) body = <Forbidden />;
  else
    body = (
      // keyed by the article: reopening the editor after a save starts from the saved revision
      <ArticleEditor key={article.data.id} article={article.data} categories={index.data.categories} />
    );
  const title = article.data?.title;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4">
      <WikiBreadcrumb
        items={
          title ? [{ label: title, to: paths.wikiArticle(slug) }, { label: m.edit }] : [{ label: m.edit }]
        }
      />
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
        {title ? m.editTitle(title) : m.edit}
      </h1>
      {body}
    </div>
  );
}
