/**
 * Pure rules of the supplier directory (/recursos/fornecedores), without zod so the directory's
 * pages stay light: the UFs, sorts and limits, and how website, Instagram, WhatsApp and categories
 * typed by a member are normalized. The request schemas (`schemas/suppliers`) build on these.
 */

/** The 27 federative units, alphabetical by code. */
export const BRAZIL_UFS = [
  "AC", "AL", "AM", "AP", "BA", "CE", "DF", "ES", "GO", "MA", "MG", "MS", "MT", "PA",
  "PB", "PE", "PI", "PR", "RJ", "RN", "RO", "RR", "RS", "SC", "SE", "SP", "TO",
] as const; // prettier-ignore
export type Uf = (typeof BRAZIL_UFS)[number];

export const UF_NAMES: Record<Uf, string> = {
  AC: "Acre",
  AL: "Alagoas",
  AM: "Amazonas",
  AP: "Amapá",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MG: "Minas Gerais",
  MS: "Mato Grosso do Sul",
  MT: "Mato Grosso",
  PA: "Pará",
  PB: "Paraíba",
  PE: "Pernambuco",
  PI: "Piauí",
  PR: "Paraná",
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RO: "Rondônia",
  RR: "Roraima",
  RS: "Rio Grande do Sul",
  SC: "Santa Catarina",
  SE: "Sergipe",
  SP: "São Paulo",
  TO: "Tocantins",
};

export function isUf(value: string): value is Uf {
  return (BRAZIL_UFS as readonly string[]).includes(value);
}

export const SUPPLIER_STATUSES = ["pending", "approved", "rejected"] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

/** rating: average desc, then number of ratings desc, then name; name: A–Z (accents ignored). */
export const SUPPLIER_SORTS = ["rating", "name"] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];

export const SUPPLIER_PAGE_SIZE = 24;
export const SUPPLIER_MAX_PAGE_SIZE = 50;
export const SUPPLIER_RATINGS_PAGE_SIZE = 10;
export const SUPPLIER_NAME_MAX = 120;
export const SUPPLIER_DESCRIPTION_MAX = 2000;
export const SUPPLIER_MAX_CATEGORIES = 5;
export const SUPPLIER_CATEGORY_MAX = 40;
export const SUPPLIER_CITY_MAX = 80;
export const SUPPLIER_WEBSITE_MAX = 500;
export const SUPPLIER_COMMENT_MAX = 1000;
export const SUPPLIER_NOTE_MAX = 500;

/** Lower case without accents: how categories are compared (and searches typed). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim();
}

/** Trimmed, inner spaces collapsed. */
export function tidyCategory(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/**
 * The categories as typed, tidied, without empty ones and without repeats that differ only in
 * case or accents (the first spelling stays). Length rules are the schema's.
 */
export function tidyCategories(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const tidy = tidyCategory(value);
    const key = foldText(tidy);
    if (!tidy || seen.has(key)) continue;
    seen.add(key);
    out.push(tidy);
  }
  return out;
}

/** The form's 'Categorias' text: separated by commas or line breaks. */
export function splitCategories(text: string): string[] {
  return tidyCategories(text.split(/[,;\n]/));
}

/** An absolute http(s) address with a host: refuses javascript:, data:, relative paths. */
export function isHttpAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A website as typed: a bare domain ('loja.com.br/moedas') gets https://; anything with another
 * scheme (javascript:, data:, ftp:) or no host is refused. null: empty; undefined: invalid.
 */
export function normalizeWebsite(raw: string): string | null | undefined {
  const value = raw.trim();
  if (!value) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  const candidate =
    !hasScheme && /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i.test(value)
      ? `https://${value}`
      : value;
  return isHttpAddress(candidate) && !/\s/.test(candidate) ? candidate : undefined;
}

const INSTAGRAM_HANDLE = /^[a-z0-9._]{1,30}$/;

/**
 * An Instagram profile as typed ('@loja.x', 'loja.x' or its instagram.com address) → the handle,
 * lower case, without '@'. null: empty; undefined: invalid.
 */
export function normalizeInstagram(raw: string): string | null | undefined {
  let value = raw.trim();
  if (!value) return null;
  const url = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#\s]+)\/?(?:[?#]\S*)?$/i.exec(value);
  if (url) value = url[1]!;
  value = value.replace(/^@/, "").toLowerCase();
  return INSTAGRAM_HANDLE.test(value) ? value : undefined;
}

export function instagramUrl(handle: string): string {
  return `https://instagram.com/${handle}`;
}

/** A Brazilian number without the country code: DDD (no zeros) + a mobile (9 + 8) or a landline (2–5 + 7). */
const BR_NATIONAL = /^[1-9][1-9](9\d{8}|[2-5]\d{7})$/;

/**
 * A Brazilian WhatsApp number as typed ('(11) 98765-4321', '+55 11 98765-4321', '011 98765-4321',
 * a wa.me link) → digits with the country code: '5511987654321'. null: empty; undefined: invalid.
 */
export function normalizeWhatsapp(raw: string): string | null | undefined {
  let value = raw.trim();
  if (!value) return null;
  value = value.replace(/^(?:https?:\/\/)?(?:wa\.me\/|api\.whatsapp\.com\/send\/?\?phone=)/i, "");
  if (!/^[\d\s()+.-]+$/.test(value)) return undefined;
  let digits = value.replace(/\D/g, "").replace(/^0+/, "");
  if (digits.startsWith("55") && (digits.length === 12 || digits.length === 13)) digits = digits.slice(2);
  return BR_NATIONAL.test(digits) ? `55${digits}` : undefined;
}

export function whatsappUrl(digits: string): string {
  return `https://wa.me/${digits}`;
}

/** '5511987654321' → '(11) 98765-4321'; '551133334444' → '(11) 3333-4444'. */
export function formatWhatsapp(digits: string): string {
  const national = digits.startsWith("55") ? digits.slice(2) : digits;
  const ddd = national.slice(0, 2);
  const rest = national.slice(2);
  const cut = rest.length - 4;
  return `(${ddd}) ${rest.slice(0, cut)}-${rest.slice(cut)}`;
}

/**
 * The /media path of a supplier logo: POST /api/uploads?purpose=logo names it
 * {userId}/logo-{ms}-{random}.webp. Group 1 is the object key.
 */
export const LOGO_MEDIA_PATH =
  /^\/media\/media_uploads\/([A-Za-z0-9_-]{1,64}\/logo-[0-9]{1,16}-[A-Za-z0-9_-]{22}\.webp)$/;
