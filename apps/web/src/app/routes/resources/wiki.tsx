import { lazy, Suspense } from "react";
import { Route, Routes, useParams } from "react-router";
import { PageLoader } from "@/components/ui/page-loader";
import { ArticlePage } from "@/features/wiki/components/article-page";
import { DiffPage } from "@/features/wiki/components/diff-page";
import { HistoryPage } from "@/features/wiki/components/history-page";
import { RevisionPage } from "@/features/wiki/components/revision-page";
import { WikiIndexPage } from "@/features/wiki/components/wiki-index-page";
import { NotFoundRoute } from "../not-found";

// Only editors write: readers never download the editor.
const editor = () => import("@/features/wiki/components/editor-page");
const NewArticlePage = lazy(() => editor().then((module) => ({ default: module.NewArticlePage })));
const EditArticlePage = lazy(() => editor().then((module) => ({ default: module.EditArticlePage })));

function Article() {
  const { slug = "" } = useParams();
  return <ArticlePage key={slug} slug={slug} />;
}

function Edit() {
  const { slug = "" } = useParams();
  return (
    <Suspense fallback={<PageLoader />}>
      <EditArticlePage key={slug} slug={slug} />
    </Suspense>
  );
}

function History() {
  const { slug = "" } = useParams();
  return <HistoryPage key={slug} slug={slug} />;
}

function Revision() {
  const { slug = "", n = "" } = useParams();
  return <RevisionPage key={`${slug}/${n}`} slug={slug} n={/^\d{1,9}$/.test(n) ? Number(n) : 0} />;
}

function Diff() {
  const { slug = "" } = useParams();
  return <DiffPage key={slug} slug={slug} />;
}

/** /recursos/wiki/*: the index, articles, the editor, the history, old revisions and diffs. */
export function WikiRoute() {
  return (
    <Routes>
      <Route index element={<WikiIndexPage />} />
      <Route
        path="novo"
        element={
          <Suspense fallback={<PageLoader />}>
            <NewArticlePage />
          </Suspense>
        }
      />
      <Route path=":slug" element={<Article />} />
      <Route path=":slug/editar" element={<Edit />} />
      <Route path=":slug/historico" element={<History />} />
      <Route path=":slug/revisoes/:n" element={<Revision />} />
      <Route path=":slug/comparar" element={<Diff />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
