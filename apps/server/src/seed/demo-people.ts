/** Who the demo community's content belongs to: the admin, a moderator and the members, by id. */
export type DemoPeople = {
  adminId: string;
  /** A member who is a moderator (edits the wiki, approves suppliers). */
  moderatorId: string;
  /** Every other demo member, the demo login (membro@guilda.local) first. */
  memberIds: string[];
  /** Date.now() of the seed run. */
  now: number;
};
