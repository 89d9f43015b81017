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
      // The name is the visible text and whom it is about ('Seguir Ana', 'Seguindo Ana'), so a
      // voice command that says what it sees finds it; aria-pressed says whether it is on.
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
      <span className="sr-only"> {memberName}</span>
    </Button>
  );
}
