const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});

/** '05/03/2026, 14:30' in São Paulo time, like the CSV and the dashboard. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
