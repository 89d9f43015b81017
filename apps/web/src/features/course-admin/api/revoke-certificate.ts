import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCourseKeys } from "./keys";

export function revokeCertificate(certificateId: string, reason: string): Promise<unknown> {
  return api.post<unknown>(`/api/admin/certificates/${encodeURIComponent(certificateId)}/revoke`, { reason });
}

/** The certificate stays verifiable and says it was revoked, with the reason. */
export function useRevokeCertificate(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => revokeCertificate(id, reason),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCourseKeys.certificates(courseId) }),
        queryClient.invalidateQueries({ queryKey: adminCourseKeys.members(courseId) }),
      ]),
  });
}
