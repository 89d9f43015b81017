import type { AdminCertificatesPage } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCourseKeys } from "./keys";

export function getCourseCertificates(courseId: string, signal?: AbortSignal) {
  return api.get<AdminCertificatesPage>(`/api/admin/certificates?course_id=${encodeURIComponent(courseId)}`, {
    signal,
  });
}

/** The certificates issued for a course, revoked ones included. */
export function useCourseCertificates(courseId: string) {
  return useQuery(
    queryOptions({
      queryKey: adminCourseKeys.certificates(courseId),
      queryFn: ({ signal }) => getCourseCertificates(courseId, signal),
      staleTime: 0,
    }),
  );
}
