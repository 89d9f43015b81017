import { webRightSidebarMessages as m } from "@guilda/shared/messages/web-feed";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useActiveMembers } from "../api/get-active-members";

export function ActiveMembersCard({ titleId }: { titleId: string }) {
  const members = useActiveMembers();
  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-3 p-4">
      <h2 id={titleId} className="text-sm font-semibold">
        {m.activeMembersTitle}
      </h2>
      {members.isPending ? (
        <div className="grid gap-3">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="flex items-center gap-3">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-4 flex-1" />
            </div>
          ))}
        </div>
      ) : members.data && members.data.length > 0 ? (
        <ul className="-mx-2 grid gap-0.5">
          {members.data.map((member) => (
            <li key={member.id}>
              <Link
                to={paths.member(member.id)}
                className="flex items-center gap-3 rounded-md px-2 py-1.5 transition-colors hover:bg-accent"
              >
                <Avatar name={member.full_name} src={member.avatar_url} size="sm" />
                <span className="grid min-w-0 leading-tight">
                  <span className="truncate text-sm font-medium">{member.full_name}</span>
                  <span className="truncate text-xs text-muted-foreground">@{member.username}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{m.activeMembersEmpty}</p>
      )}
      <Link to={paths.members} className="text-sm font-medium text-primary-text hover:underline">
        {m.seeAllMembers}
      </Link>
    </Card>
  );
}
