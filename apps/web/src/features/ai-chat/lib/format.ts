const timeFormat = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit" });
const dayTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** 'às 14:05' today, 'em 12/03 às 14:05' otherwise. */
export function formatReset(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) return `às ${timeFormat.format(at)}`;
  return `em ${dayTimeFormat.format(at).replace(", ", " às ")}`;
}
