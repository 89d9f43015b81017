const oneDecimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const date = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric" });

/** 4.5 → '4,5'. */
export function formatRating(avg: number): string {
  return oneDecimal.format(avg);
}

export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}
