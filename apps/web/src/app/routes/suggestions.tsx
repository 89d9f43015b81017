import { Route, Routes, useParams } from "react-router";
import { NotFoundRoute } from "@/app/routes/not-found";
import { SuggestionDetailView } from "@/features/suggestions/components/suggestion-detail";
import { SuggestionsPage } from "@/features/suggestions/components/suggestions-page";

function SuggestionRoute() {
  const { id = "" } = useParams();
  // Keyed: moving from one suggestion to another (a duplicate's original) starts fresh.
  return <SuggestionDetailView key={id} id={id} />;
}

/** /sugestoes (the board) and /sugestoes/{id} (one suggestion). */
export function SuggestionsRoute() {
  return (
    <Routes>
      <Route index element={<SuggestionsPage />} />
      <Route path=":id" element={<SuggestionRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
