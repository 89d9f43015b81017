import { useQuery } from "@tanstack/react-query";
import { isMember, meQueryOptions } from "@/lib/session";

/**
 * The session query: `me` is undefined while loading, null for visitors. `profile`, `isSignedIn`
 * and `isAdmin` are a member's: a session whose sign-up waits for approval has none of them, only
 * `isAwaitingApproval` (and `me`).
 */
export function useSession() {
  const query = useQuery(meQueryOptions);
  const me = query.data;
  const member = isMember(me) ? me : null;
  return {
    me,
    profile: member?.profile ?? null,
    isPending: query.isPending,
    isError: query.isError,
    isSignedIn: !!member,
    isAwaitingApproval: !!me?.profile.is_pending,
    isAdmin: !!member?.profile.is_admin,
    /** Admins and moderators: the moderation queue is theirs. */
    isStaff: !!member && (member.profile.is_admin || member.profile.is_moderator),
    refetch: query.refetch,
  };
}
