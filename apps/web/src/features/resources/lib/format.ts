import { webResourceMessages as m } from "@guilda/shared/messages/web-resources";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" });

/** 'Atualizado em 15 de março de 2025 por Ana Souza' (who, when known). */
export function updatedLine(updatedAt: string, updatedBy: string | null): string {
  const when = m.updatedAt(longDate.format(new Date(updatedAt)));
  return updatedBy ? `${when} ${m.updatedBy(updatedBy)}` : when;
}
