import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { Check, UserPlus } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useFollowMember } from "../api/follow-member";

type FollowButtonProps = { memberId: string; memberName: string; isFollowing: boolean };

/** Follow an author from their post; the 'Seguindo' tab lists the posts of followed members. */
export function FollowButton({ memberId, memberName, isFollowing }: FollowButtonProps) {
  const follow = useFollowMember();
  return (
    <Button
      variant={isFollowing ? "secondary" : "outline"}
      size="sm"
      // A toggle keeps its name ('Seguir Ana'); aria-pressed says whether it is on, while the
      // visible text switches to 'Seguindo'.
      aria-label={m.followMember(memberName)}
      aria-pressed={isFollowing}
      disabled={follow.isPending}
      onClick={() =>
        follow.mutate(
          { memberId, follow: !isFollowing },
          {
            // The server explains refusals (e.g. following yourself) in pt-BR.
            onError: (error) => toast.error(m.followError, { description: error.message }),
          },
        )
      }
    >
      {isFollowing ? <Check aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {isFollowing ? m.following : m.follow}
    </Button>
  );
}
