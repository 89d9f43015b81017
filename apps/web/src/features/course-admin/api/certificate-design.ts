import type {
  CertificateDesign,
  CertificateDesignValues,
  CourseCertificateDesign,
} from "@guilda/shared/schemas/certificates";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";

const SETTINGS = "/api/admin/certificates/settings";
const coursePath = (courseId: string) => `${SETTINGS}/courses/${encodeURIComponent(courseId)}`;

export const certificateDesignKeys = {
  community: ["certificate-design", "community"] as const,
  course: (courseId: string) => ["certificate-design", "course", courseId] as const,
};

/** The example PDF drawn with the look as saved (the community's, or the course's over it). */
export const certificateSampleUrl = (courseId?: string) =>
  `${SETTINGS}/sample.pdf${courseId ? `?course_id=${encodeURIComponent(courseId)}` : ""}`;

/** The community's defaults (Painel admin → Certificados). */
export function useCommunityCertificateDesign() {
  return useQuery(
    queryOptions({
      queryKey: certificateDesignKeys.community,
      queryFn: ({ signal }) => api.get<CertificateDesign>(SETTINGS, { signal }),
    }),
  );
}

/** A course's own look and the defaults it takes what it leaves empty from. */
export function useCourseCertificateDesign(courseId: string) {
  return useQuery(
    queryOptions({
      queryKey: certificateDesignKeys.course(courseId),
      queryFn: ({ signal }) => api.get<CourseCertificateDesign>(coursePath(courseId), { signal }),
    }),
  );
}

export function useSaveCommunityCertificateDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CertificateDesignValues) => api.put<CertificateDesign>(SETTINGS, input),
    onSuccess: (saved) => queryClient.setQueryData(certificateDesignKeys.community, saved),
    // Every course shows the defaults it inherits.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["certificate-design"] }),
  });
}

export function useSaveCourseCertificateDesign(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CertificateDesignValues) =>
      api.put<CourseCertificateDesign>(coursePath(courseId), input),
    onSuccess: (saved) => queryClient.setQueryData(certificateDesignKeys.course(courseId), saved),
  });
}
