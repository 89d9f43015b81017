type RoleFlags = { is_admin: boolean; is_moderator: boolean };

/** Post role label (spec §6): Admin, else Moderador, else none. */
export function postRoleLabel(author: RoleFlags): "Admin" | "Moderador" | null {
  if (author.is_admin) return "Admin";
  if (author.is_moderator) return "Moderador";
  return null;
}
