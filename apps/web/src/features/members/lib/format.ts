const dateFormat = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric" });
const numberFormat = new Intl.NumberFormat("pt-BR");

/** '12 de março de 2025'. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
