import { planMessages as pm } from "@guilda/shared/messages/plans";
import type { BillingPeriod } from "@guilda/shared/schemas/plans";

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const decimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'R$ 97,00' from integer cents (exact: the division by 100 only moves the decimal point). */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100);
}

/** '/mês' or '/ano', shown after the price. */
export function periodSuffix(period: BillingPeriod): string {
  return period === "yearly" ? pm.perYear : pm.perMonth;
}

/** The price field's text for stored cents: '1.299,90'; '' for 'Sob consulta'. */
export function priceInputText(cents: number | null): string {
  return cents === null ? "" : decimal.format(cents / 100);
}

/**
 * Reais as people type them — '97', '97,5', '129,90', '1.299,90', 'R$ 47,00', '129.90' — into
 * integer cents, with no floating point on the way. '' is null ('Sob consulta'); anything else
 * that is not a price is undefined.
 */
export function parsePriceCents(text: string): number | null | undefined {
  const compact = text.replace(/^\s*R\$/i, "").replace(/\s/g, "");
  if (compact === "") return null;
  const ptBr = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(compact);
  // A dot followed by one or two digits can only be a decimal point ('129.90').
  const dotted = ptBr ? null : /^(\d+)\.(\d{1,2})$/.exec(compact);
  const match = ptBr ?? dotted;
  if (!match) return undefined;
  const reais = Number(match[1]!.replace(/\./g, ""));
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(reais * 100 + cents)) return undefined;
  return reais * 100 + cents;
}
