export { useInvite } from "./api/get-invite";
export { AcceptInviteForm } from "./components/accept-invite-form";
export { InviteLoadError } from "./components/invite-load-error";
export { InviteUnavailable } from "./components/invite-unavailable";
export { inviteUnavailableMessage } from "./lib/invite-error";
