import { useQuery } from "@tanstack/react-query";
import { meQueryOptions } from "@/lib/session";

/** The session query: `me` is undefined while loading, null for visitors. */
export function useSession() {
  const query = useQuery(meQueryOptions);
  const me = query.data;
  return {
    me,
    profile: me?.profile ?? null,
    isPending: query.isPending,
    isError: query.isError,
    isSignedIn: !!me,
    isAdmin: !!me?.profile.is_admin,
    refetch: query.refetch,
  };
}
