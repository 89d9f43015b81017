import type { MemberAccess, MemberRoles, MemberRolesChange } from "@guilda/shared/schemas/directory";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export function setMemberRoles(memberId: string, change: MemberRolesChange): Promise<MemberRoles> {
  return api.put<MemberRoles>(`/api/admin/members/${encodeURIComponent(memberId)}/roles`, change);
}

/** Admin, Moderador and Aluno switched by hand; the answer (the roles held now) replaces the cached ones. */
export function useSetMemberRoles(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MemberRolesChange) => setMemberRoles(memberId, change),
    onSuccess: (roles) => {
      queryClient.setQueryData<MemberAccess>(memberKeys.access(memberId), (access) =>
        access ? { ...access, roles } : access,
      );
      // The cards' badges and the directory's role filter change with them.
      void queryClient.invalidateQueries({ queryKey: memberKeys.directories });
    },
  });
}
