/**
 * 'Cadastro': who may create an account through the sign-up page. 'open' lets anyone in once
 * their e-mail is confirmed; 'invite_only' closes the page (invites and purchases still bring
 * people in); 'approval' keeps new sign-ups waiting until an admin approves them.
 */
export const JOIN_POLICIES = ["open", "invite_only", "approval"] as const;
export type JoinPolicy = (typeof JOIN_POLICIES)[number];

export const DEFAULT_JOIN_POLICY: JoinPolicy = "open";

/** Whether the sign-up page takes new accounts under this policy. */
export const signUpOpen = (policy: JoinPolicy) => policy !== "invite_only";

/** Whether an account made through the sign-up page waits for an admin under this policy. */
export const signUpWaits = (policy: JoinPolicy) => policy === "approval";

/** Pending sign-ups in one page of the admins' list. */
export const PENDING_SIGNUPS_PAGE_SIZE = 10;
