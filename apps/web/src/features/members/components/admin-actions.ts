import type { InviteCard, MemberCard } from "@guilda/shared/schemas/directory";

export type MemberRef = Pick<MemberCard, "id" | "full_name">;

/** What an admin can do from a card or a table row; the dialogs live once, in the directory. */
export type AdminActions = {
  onManageAccess: (member: MemberRef) => void;
  onDelete: (member: MemberRef) => void;
  onCopyInvite: (invite: InviteCard) => void;
  onCancelInvite: (invite: InviteCard) => void;
  isSelected: (id: string) => boolean;
  onSelectedChange: (id: string, selected: boolean) => void;
};
