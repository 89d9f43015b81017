/** pt-BR texts of a file being sent (admin screens: course covers, lesson files, tools). */
export const webUploadMessages = {
  uploadProgress: "Progresso do envio",
  uploadPercent: (percent: number) => `Enviando... ${percent}%`,
  uploadDone: "Arquivo enviado.",
  cancelUpload: "Cancelar envio",
} as const;
