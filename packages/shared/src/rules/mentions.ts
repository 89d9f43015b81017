/**
 * '@username' in a text. A mention starts the text or follows a character that is not part of a
 * word or an e-mail address, so 'ana@exemplo.com' mentions no one. Usernames follow the sign-up
 * rule ([a-z0-9._-], 3–30); dots at the end belong to the sentence ('obrigado, @ana.').
 */
export const MENTION_PATTERN = /(^|[^\p{L}\p{N}_.@-])@([a-z0-9._-]+)/giu;

/** One mention as it sits in the text: where it starts (at '@') and the username it names. */
export type MentionMatch = { index: number; length: number; username: string };

export function findMentions(text: string): MentionMatch[] {
  const out: MentionMatch[] = [];
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = match[2]!.replace(/\.+$/, "");
    if (name.length < 3 || name.length > 30) continue;
    out.push({
      index: match.index + match[1]!.length,
      length: name.length + 1,
      username: name.toLowerCase(),
    });
  }
  return out;
}

/** The usernames mentioned (lower case, each once, in order), at most `limit`. */
export function extractMentions(text: string, limit = 10): string[] {
  const found: string[] = [];
  for (const { username } of findMentions(text)) {
    if (!found.includes(username)) found.push(username);
    if (found.length >= limit) break;
  }
  return found;
}
