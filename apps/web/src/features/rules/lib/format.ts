import { planMessages as pm } from "@guilda/shared/messages/plans";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" });

/** 'Atualizado em 15 de março de 2025 por Ana Souza' (who, when known). */
export function updatedLine(updatedAt: string, updatedBy: string | null): string {
  const when = pm.rulesUpdatedAt.replace("{date}", longDate.format(new Date(updatedAt)));
  return updatedBy ? `${when} ${pm.rulesUpdatedBy.replace("{name}", updatedBy)}` : when;
}
