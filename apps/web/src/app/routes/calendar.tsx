import { lazy, Suspense } from "react";
import { Route, Routes, useParams, useSearchParams } from "react-router";
import { PageLoader } from "@/components/ui/page-loader";
import { NotFoundRoute } from "@/app/routes/not-found";
import { CalendarPage } from "@/features/events/components/calendar-page";
import { EventPage } from "@/features/events/components/event-page";

// Only staff write events: members never download the editor.
const editor = () => import("@/features/events/components/event-editor");
const NewEventPage = lazy(() => editor().then((module) => ({ default: module.NewEventPage })));
const EditEventPage = lazy(() => editor().then((module) => ({ default: module.EditEventPage })));

function Event() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const occurrence = params.get("ocorrencia") ?? undefined;
  return <EventPage key={id} id={id} occurrence={occurrence} />;
}

function Edit() {
  const { id = "" } = useParams();
  return (
    <Suspense fallback={<PageLoader />}>
      <EditEventPage key={id} id={id} />
    </Suspense>
  );
}

function New() {
  return (
    <Suspense fallback={<PageLoader />}>
      <NewEventPage />
    </Suspense>
  );
}

/** /calendario (month and list views) and /calendario/eventos/{id}[/editar], /calendario/eventos/novo. */
export function CalendarRoute() {
  return (
    <Routes>
      <Route index element={<CalendarPage />} />
      <Route path="eventos/novo" element={<New />} />
      <Route path="eventos/:id" element={<Event />} />
      <Route path="eventos/:id/editar" element={<Edit />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
