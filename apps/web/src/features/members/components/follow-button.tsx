import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import { Check, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useFollowMember } from "../api/follow-member";

type FollowButtonProps = { memberId: string; memberName: string; isFollowing: boolean };

/**
 * Seguir / Seguindo: a toggle named by its visible text and whom it is about ('Seguir Ana',
 * 'Seguindo Ana'); aria-pressed says whether it is on.
 */
export function FollowButton({ memberId, memberName, isFollowing }: FollowButtonProps) {
  const follow = useFollowMember();
  return (
    <Button
      variant={isFollowing ? "secondary" : "default"}
      aria-pressed={isFollowing}
      disabled={follow.isPending}
      onClick={() =>
        follow.mutate(
          { memberId, follow: !isFollowing },
          { onError: (error) => toast.error(m.followError, { description: error.message }) },
        )
      }
    >
      {isFollowing ? <Check aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {isFollowing ? m.following : m.follow}
      <span className="sr-only"> {memberName}</span>
    </Button>
  );
}
