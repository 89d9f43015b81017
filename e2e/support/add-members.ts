import type { Page } from "playwright-core";

/**
 * Opens 'Adicionar Membro' on the members page, switches to 'Importar CSV' and chooses `csv` as
 * the file, as an admin does. Returns the dialog; the caller waits for the parse message it expects.
 */
export async function chooseCsvToImport(page: Page, csv: string) {
  await page.getByRole("button", { name: "Adicionar Membro" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar Membro" });
  await dialog.getByRole("tab", { name: "Importar CSV" }).click();
  await dialog
    .getByLabel("Arquivo CSV")
    .setInputFiles({ name: "membros.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  return dialog;
}
