import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import { SearchX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

type StateProps = { icon: ReactNode; title: string; text: string; actions: ReactNode };

/** A whole-page state (not found, failed, locked) with the page's h1. */
export function PageState({ icon, title, text, actions }: StateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-14 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-8">
        {icon}
      </div>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-2">{actions}</div>
    </div>
  );
}

export function CourseNotFound() {
  return (
    <PageState
      icon={<SearchX aria-hidden="true" />}
      title={m.courseNotFoundTitle}
      text={m.courseNotFoundText}
      actions={
        <Button asChild>
          <Link to={paths.courses}>{m.backToCourses}</Link>
        </Button>
      }
    />
  );
}

export function LoadFailed({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <PageState
      icon={<TriangleAlert aria-hidden="true" />}
      title={title}
      text={text}
      actions={
        <Button variant="outline" onClick={onRetry}>
          {m.retry}
        </Button>
      }
    />
  );
}
