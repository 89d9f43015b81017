const numberFormat = new Intl.NumberFormat("pt-BR");

export function formatCount(value: number): string {
  return numberFormat.format(value);
}
