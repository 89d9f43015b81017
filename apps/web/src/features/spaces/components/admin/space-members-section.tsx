import { spaceMessages } from "@guilda/shared/messages/spaces";
import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import type { SpaceMemberView } from "@guilda/shared/schemas/spaces";
import { Search, UserMinus, UserPlus } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { useAddSpaceMember } from "../../api/add-space-member";
import { useSpaceMembers } from "../../api/get-space-members";
import { useMemberLookup } from "../../api/lookup-members";
import { useRemoveSpaceMember } from "../../api/remove-space-member";
import { useDebouncedValue } from "@/hooks/use-debounced-value";

const SEARCH_DEBOUNCE_MS = 250;

/** Who may see a private space besides admins and moderators. Each change saves at once. */
export function SpaceMembersSection({ spaceId }: { spaceId: string }) {
  const headingId = useId();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  const members = useSpaceMembers(spaceId);
  const lookup = useMemberLookup(query);
  const add = useAddSpaceMember(spaceId);
  const remove = useRemoveSpaceMember(spaceId);
  const memberIds = new Set(members.data?.map((member) => member.id));

  const onError = (error: unknown) =>
    toast.error(m.memberErrorTitle, { description: toApiError(error).message });

  // The clicked row goes away; focus returns to the search so the next member is one step away.
  const onAdd = (member: SpaceMemberView) =>
    add.mutate(member.id, {
      onSuccess: () => {
        toast.success(spaceMessages.memberAdded);
        setText("");
        searchRef.current?.focus();
      },
      onError,
    });

  const onRemove = (member: SpaceMemberView) =>
    remove.mutate(member.id, {
      onSuccess: () => {
        toast.success(spaceMessages.memberRemoved);
        searchRef.current?.focus();
      },
      onError,
    });

  const results = query ? lookup.data : undefined;

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-border p-4">
      <h3 id={headingId} className="font-semibold">
        {m.membersTitle}
      </h3>

      <div className="grid gap-2">
        <Label htmlFor={searchId}>{m.memberSearchLabel}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={searchRef}
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={m.memberSearchPlaceholder}
            autoComplete="off"
            className="pl-9"
          />
        </div>
        {query ? (
          <div aria-live="polite" aria-busy={lookup.isFetching || undefined}>
            {results && results.length > 0 ? (
              <ul aria-label={m.memberSearchResults} className="grid gap-1">
                {results.map((member) => {
                  const isMember = memberIds.has(member.id);
                  const isAdding = add.isPending && add.variables === member.id;
                  return (
                    <PersonRow key={member.id} member={member}>
                      {isMember ? (
                        <span className="text-xs text-muted-foreground">{m.alreadyMember}</span>
                      ) : (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => onAdd(member)}
                          disabled={isAdding}
                          aria-label={m.addMember(member.full_name)}
                        >
                          {isAdding ? <Spinner /> : <UserPlus aria-hidden="true" />}
                          <span className="hidden sm:inline">{m.add}</span>
                        </Button>
                      )}
                    </PersonRow>
                  );
                })}
              </ul>
            ) : results ? (
              <p className="text-sm text-muted-foreground">{m.memberSearchEmpty}</p>
            ) : (
              <Spinner className="text-muted-foreground" />
            )}
          </div>
        ) : null}
      </div>

      {members.isPending ? (
        <div className="grid gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : members.isError ? (
        <p className="text-sm text-destructive-text">{m.membersLoadError}</p>
      ) : members.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.membersEmpty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-1">
          {members.data.map((member) => {
            const isRemoving = remove.isPending && remove.variables === member.id;
            return (
              <PersonRow key={member.id} member={member}>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  onClick={() => onRemove(member)}
                  disabled={isRemoving}
                  aria-label={m.removeMember(member.full_name)}
                  title={m.removeMember(member.full_name)}
                >
                  {isRemoving ? <Spinner /> : <UserMinus aria-hidden="true" />}
                </Button>
              </PersonRow>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function PersonRow({ member, children }: { member: SpaceMemberView; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-md px-1 py-1.5">
      <Avatar name={member.full_name} src={member.avatar_url} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{member.full_name}</p>
        <p className="truncate text-xs text-muted-foreground">@{member.username}</p>
      </div>
      {children}
    </li>
  );
}
