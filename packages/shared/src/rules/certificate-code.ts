/**
 * Certificate verification codes: Crockford base32 (no I, L, O, U), printed as GLD-XXXX-XXXX.
 * Read back in any case, with or without hyphens or the prefix, and with the letters people
 * confuse (O for 0, I and L for 1) taken for the digits they look like.
 */

export const CERTIFICATE_CODE_PREFIX = "GLD";
export const CERTIFICATE_CODE_LENGTH = 8;
export const CROCKFORD_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new code (stored form, no prefix or hyphens) from random bytes (one byte per character). */
export function certificateCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < CERTIFICATE_CODE_LENGTH) throw new Error("not enough random bytes");
  let code = "";
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) code += CROCKFORD_ALPHABET[bytes[i]! & 31];
  return code;
}

/** GLD-7K2M-9QXH from the stored 7K2M9QXH. */
export function formatCertificateCode(code: string): string {
  return `${CERTIFICATE_CODE_PREFIX}-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The stored form of what someone typed, or null when it cannot be a code. */
export function normalizeCertificateCode(input: string): string | null {
  let text = input.toUpperCase().replace(/[\s-]/g, "");
  if (
    text.startsWith(CERTIFICATE_CODE_PREFIX) &&
    text.length === CERTIFICATE_CODE_PREFIX.length + CERTIFICATE_CODE_LENGTH
  )
    text = text.slice(CERTIFICATE_CODE_PREFIX.length);
  text = text.replace(/O/g, "0").replace(/[IL]/g, "1");
  if (text.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const ch of text) if (!CROCKFORD_ALPHABET.includes(ch)) return null;
  return text;
}
