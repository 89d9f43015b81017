/** pt-BR texts of the admin course API and of lesson attachment uploads. */
export const courseAdminMessages = {
  attachmentTypeUnsupported:
    "Tipo de arquivo não suportado. Use PDF, ZIP, DOCX, XLSX, PPTX, EPUB, MP3, JPG, PNG, WEBP ou GIF.",
  deleteConfirmMismatch: "Digite o título do curso exatamente como está para confirmar.",
  textLessonWithVideo: "Uma aula em texto não tem vídeo: remova o link ou o arquivo.",
} as const;
