const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "medium" });
const dateFormat = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric" });

/** '28/11/2026, 21:13:42' (the browser's time zone). */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** '28 de novembro de 2026'. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/**
 * A delivery's body as indented JSON text (shown in a <pre>, never as HTML); a body that is not
 * JSON-serialisable is shown as its string.
 */
export function bodyText(body: unknown): string {
  if (typeof body === "string") return body;
  try {
    return JSON.stringify(body, null, 2) ?? "";
  } catch {
    return String(body);
  }
}
