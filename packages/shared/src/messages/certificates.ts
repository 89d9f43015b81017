/** pt-BR texts printed on the certificate PDF (the API's answers live in courseMessages). */
export const certificatePdfMessages = {
  title: "Certificado de conclusão",
  certifyThat: "Certificamos que",
  completedCourse: "concluiu o curso",
  workloadAndDate: (hours: number, date: string) =>
    `com carga horária de ${hours} ${hours === 1 ? "hora" : "horas"}, em ${date}.`,
  codeLabel: "Código de verificação",
  verifyAt: (url: string) => `Verifique a autenticidade em ${url}`,
  documentTitle: (course: string) => `Certificado — ${course}`,
  fileName: (code: string) => `certificado-${code}.pdf`,
} as const;
