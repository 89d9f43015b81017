import { formatWorkload } from "../rules/certificate-workload";

/** pt-BR texts printed on the certificate PDF (the API's answers live in courseMessages). */
export const certificatePdfMessages = {
  title: "Certificado de conclusão",
  certifyThat: "Certificamos que",
  completedCourse: "concluiu o curso",
  workloadAndDate: (minutes: number, date: string) =>
    `com carga horária de ${formatWorkload(minutes)}, em ${date}.`,
  codeLabel: "Código de verificação",
  verifyAt: "Verifique a autenticidade em",
  documentTitle: (course: string) => `Certificado — ${course}`,
  fileName: (code: string) => `certificado-${code}.pdf`,
  /** The example the admin previews while editing the look. */
  sampleMember: "Nome do Membro",
  sampleCourse: "Título do curso",
  sampleCode: "GLD-0000-0000",
  sampleFileName: "certificado-exemplo.pdf",
} as const;

/** The certificate's look (logo, signer, signature, accent colour): API answers. */
export const certificateDesignMessages = {
  colorInvalid: "Use uma cor no formato #RRGGBB.",
  signerNameTooLong: "Use no máximo 120 caracteres.",
  signerTitleTooLong: "Use no máximo 120 caracteres.",
  imageInvalid: "Envie a imagem pelo botão: este arquivo não é uma imagem de certificado.",
  courseNotFound: "Curso não encontrado.",
  imageFileType: "Envie uma imagem JPG, PNG, WebP ou GIF.",
} as const;

/** The admin's screens of the certificate's look (course editor and community settings). */
export const webCertificateDesignMessages = {
  communityHeading: "Certificados",
  communityText:
    "O padrão de todos os certificados: logotipo, quem assina e a cor de destaque. Cada curso pode trocar qualquer um deles.",
  courseHeading: "Modelo do certificado",
  courseText:
    "O que aparece no certificado deste curso. Campos vazios usam o padrão da comunidade (Painel admin → Certificados).",
  logoLabel: "Logotipo",
  logoHint: "JPG, PNG, WebP ou GIF. Aparece no topo do certificado.",
  signatureLabel: "Imagem da assinatura",
  signatureHint: "De preferência PNG com fundo transparente. Aparece acima do nome de quem assina.",
  signerNameLabel: "Nome de quem assina",
  signerTitleLabel: "Cargo de quem assina",
  signerNamePlaceholder: "Ex.: Maria Souza",
  signerTitlePlaceholder: "Ex.: Diretora de ensino",
  accentLabel: "Cor de destaque",
  accentPicker: "Escolher a cor de destaque",
  accentHint: "Moldura, nome e título do certificado. Vazio: a cor da marca.",
  inherited: (value: string) => `Padrão da comunidade: ${value}`,
  inheritedImage: "Vazio: usa o da comunidade.",
  inheritedNone: "Padrão da comunidade: nenhum",
  upload: "Enviar imagem",
  replace: "Trocar imagem",
  remove: "Remover",
  noImage: "Nenhuma imagem",
  logoAlt: "Logotipo do certificado",
  signatureAlt: "Assinatura do certificado",
  save: "Salvar modelo",
  saving: "Salvando…",
  saved: "Modelo do certificado salvo",
  saveError: "Não foi possível salvar o modelo do certificado",
  loadError: "Não foi possível carregar o modelo do certificado.",
  retry: "Tentar novamente",
  previewPdf: "Ver um certificado de exemplo",
} as const;
