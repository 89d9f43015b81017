import type { MemberAccess } from "@guilda/shared/schemas/directory";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

const base = (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}`;

export function getMemberAccess(memberId: string, signal?: AbortSignal): Promise<MemberAccess> {
  return api.get<MemberAccess>(`${base(memberId)}/access`, { signal });
}

/** Every published course and category with whether this member has it (admins only). */
export function useMemberAccess(memberId: string) {
  return useQuery(
    queryOptions({
      queryKey: memberKeys.access(memberId),
      queryFn: ({ signal }) => getMemberAccess(memberId, signal),
      staleTime: 0,
    }),
  );
}

/**
 * Grant or remove one course or category. `expiresAt` (ISO) ends the grant then; null or left
 * out makes it last until removed.
 */
export type AccessChange = (
  | { kind: "course"; courseId: string; granted: boolean }
  | { kind: "category"; category: string; granted: boolean }
) & { expiresAt?: string | null };

export function setMemberAccess(memberId: string, change: AccessChange): Promise<MemberAccess> {
  const path =
    change.kind === "course"
      ? `${base(memberId)}/courses/${encodeURIComponent(change.courseId)}`
      : `${base(memberId)}/categories/${encodeURIComponent(change.category)}`;
  return api.put<MemberAccess>(path, { granted: change.granted, expires_at: change.expiresAt ?? null });
}

/** One toggle: the answer is the member's whole new access, which replaces the cached one. */
export function useSetMemberAccess(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AccessChange) => setMemberAccess(memberId, change),
    onSuccess: (access) => queryClient.setQueryData(memberKeys.access(memberId), access),
  });
}
