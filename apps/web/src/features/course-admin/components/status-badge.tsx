import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { Badge } from "@/components/ui/badge";

/** 'Publicado' or 'Rascunho'. */
export function StatusBadge({ isPublished }: { isPublished: boolean }) {
  return isPublished ? (
    <Badge>{m.published}</Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      {m.draft}
    </Badge>
  );
}
