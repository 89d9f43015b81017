/**
 * Usernames a member may not take, so nobody passes for the staff, the platform or everyone:
 * @admin, @Moderador, @suporte_2, @equipe.guilda, @todos. Compared without case, accents,
 * separators (. _ -) and digits.
 */

/** Reserved as a whole: the handle, folded, is exactly one of these. */
const RESERVED = new Set([
  "adm",
  "admin",
  "admins",
  "administrador",
  "administradora",
  "administradores",
  "administracao",
  "administrator",
  "mod",
  "mods",
  "moderador",
  "moderadora",
  "moderadores",
  "moderacao",
  "moderator",
  "suporte",
  "support",
  "ajuda",
  "help",
  "contato",
  "equipe",
  "staff",
  "time",
  "guilda",
  "oficial",
  "official",
  "sistema",
  "system",
  "root",
  "seguranca",
  "security",
  "noreply",
  "naoresponda",
  "postmaster",
  "webmaster",
  "todos",
  "todas",
  "everyone",
  "all",
  "here",
  "comunidade",
  "community",
]);

/**
 * Reserved inside a handle too, at its start or end or as one of its parts: these say "I speak
 * for the community" whatever surrounds them (@admin.joao, @suporte_guilda, @realadmin).
 */
const IMPERSONATING = [
  "admin",
  "administrador",
  "administradora",
  "moderador",
  "moderadora",
  "moderator",
  "suporte",
  "support",
  "staff",
  "guilda",
  "oficial",
  "official",
];

function fold(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

export function isReservedUsername(username: string): boolean {
  const folded = fold(username);
  const parts = folded
    .split(/[._\-\s]+/)
    .map((part) => part.replace(/[0-9]+/g, ""))
    .filter(Boolean);
  const whole = parts.join("");
  if (RESERVED.has(whole) || parts.some((part) => RESERVED.has(part) && IMPERSONATING.includes(part)))
    return true;
  return IMPERSONATING.some((word) => whole.startsWith(word) || whole.endsWith(word));
}
