import { courseMessages as cm } from "@guilda/shared/messages/courses";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { Switch } from "@/components/ui/switch";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { usePublishCourse } from "../api/publish-course";

type PublishSwitchProps = {
  course: { id: string; title: string; is_published: boolean };
  id?: string;
  className?: string;
};

/** 'Publicar {title}': flips at once, saved on the server, back where it was if refused. */
export function PublishSwitch({ course, id, className }: PublishSwitchProps) {
  const publish = usePublishCourse();
  return (
    <Switch
      id={id}
      aria-label={m.publishSwitch(course.title)}
      checked={course.is_published}
      disabled={publish.isPending}
      className={className}
      onCheckedChange={(next) =>
        publish.mutate(
          { id: course.id, isPublished: next },
          {
            onSuccess: () => toast.success(next ? cm.coursePublishedTitle : cm.courseUnpublishedTitle),
            onError: (error) =>
              toast.error(cm.courseSaveErrorTitle, { description: toApiError(error).message }),
          },
        )
      }
    />
  );
}
