import { SILENCED_FOREVER } from "@guilda/shared/rules/moderation-constants";

// Brasília time, as the server writes a silence's end in its messages (`silencedMessage`).
const TIME_ZONE = "America/Sao_Paulo";
const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
});

/** '12/12/2026 às 14:00', in Brasília time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${dateFormat.format(date)} às ${timeFormat.format(date)}`;
}

/** A silence's end, or null when it lasts until lifted (the far-off `SILENCED_FOREVER`). */
export function silenceEnd(until: string | null): string | null {
  if (!until || until >= SILENCED_FOREVER) return null;
  return formatDateTime(until);
}
