// Lazy-loadable entry: import("@/features/add-members") brings the forms, and the CSV parser
// only arrives when a file is picked.
export { AddMembersDialog, type AddMembersDialogProps } from "./components/add-members-dialog";
