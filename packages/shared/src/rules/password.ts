import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants";
import { passwordProblemMessages as m } from "../messages/auth";

// The most used passwords in Brazilian and global leaks; refusing them stops the cheapest guesses.
const COMMON_PASSWORDS = new Set([
  "12345678",
  "123456789",
  "1234567890",
  "87654321",
  "password",
  "password1",
  "senha123",
  "senha1234",
  "senhasenha",
  "qwerty123",
  "qwertyuiop",
  "abc12345",
  "abcd1234",
  "iloveyou",
  "brasil123",
  "flamengo",
  "corinthians",
  "palmeiras",
  "11223344",
  "admin123",
  "mudar123",
  "asdfghjk",
]);

type PersonalData = { email?: string | null; username?: string | null };

/**
 * Every reason a password is too weak, in pt-BR, so a form can list them all at once.
 * Length counts characters (code points), so emoji and long passphrases are fine.
 */
export function passwordProblems(password: string, personal: PersonalData = {}): string[] {
  const problems: string[] = [];
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(m.tooShort(PASSWORD_MIN_LENGTH));
  if (length > PASSWORD_MAX_LENGTH) problems.push(m.tooLong(PASSWORD_MAX_LENGTH));
  if (length > 1 && new Set(Array.from(password)).size === 1) problems.push(m.repeated);
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) problems.push(m.common);
  const personalParts = [personal.email?.split("@")[0], personal.username]
    .map((p) => p?.trim().toLowerCase())
    .filter((p): p is string => !!p && p.length >= 4);
  if (personalParts.some((p) => lower.includes(p))) problems.push(m.containsPersonal);
  return problems;
}
