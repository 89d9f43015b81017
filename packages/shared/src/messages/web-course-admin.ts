/**
 * pt-BR texts of the admin course screens (/admin/courses and the course editor) and of the
 * grant expiry in 'Gerenciar Acessos' (grantExpiryMessages, kept in web-grant-expiry.ts so
 * the members page does not load the admin texts). The spec's own toasts (§8.2) are in courseMessages.
 */
import { formatWorkloadShort } from "../rules/certificate-workload";
export { grantExpiryMessages } from "./web-grant-expiry";
export const webCourseAdminMessages = {
  // /admin/courses
  pageDescription:
    "Crie, edite, publique e exclua os cursos da comunidade. Só os cursos publicados aparecem para os membros.",
  newCourse: "Novo curso",
  listLabel: "Cursos da comunidade",
  emptyTitle: "Nenhum curso ainda",
  emptyText: "Crie o primeiro curso em “Novo curso”.",
  loadError: "Não foi possível carregar os cursos.",
  retry: "Tentar novamente",
  published: "Publicado",
  draft: "Rascunho",
  categoryLabel: "Categoria",
  lessonsLabel: "Aulas",
  membersLabel: "Membros com acesso",
  completionsLabel: "Conclusões",
  publishSwitch: (title: string) => `Publicar ${title}`,
  editCourse: (title: string) => `Editar ${title}`,
  deleteCourse: (title: string) => `Excluir ${title}`,
  coverAlt: (title: string) => `Capa de ${title}`,

  // New course dialog
  newCourseTitle: "Novo curso",
  newCourseDescription: "Dê um título ao curso. Módulos, aulas e capa você adiciona no editor, a seguir.",
  titleLabel: "Título",
  categoryHint: "Deixe em branco para “Geral”.",
  descriptionLabel: "Descrição",
  descriptionPlaceholder: "Sobre o que é este curso e para quem ele é.",
  createCourse: "Criar curso",
  creating: "Criando...",
  cancel: "Cancelar",
  close: "Fechar",

  // Delete course dialog
  deleteTitle: "Excluir curso",
  deleteQuestion: (title: string) =>
    `Tem certeza que deseja excluir o curso “${title}”? Esta ação não pode ser desfeita.`,
  deleteContent: "Os módulos, as aulas e os anexos do curso serão excluídos.",
  deleteProgress:
    "O progresso e os comentários das aulas serão excluídos. Os certificados já emitidos continuam válidos e verificáveis.",
  deleteAccess:
    "Os acessos dados a este curso deixam de existir; os acessos por categoria continuam valendo para os outros cursos.",
  deleteCounts: (members: number, certificates: number) =>
    `${plural(members, "membro tem", "membros têm")} acesso hoje; ${plural(certificates, "certificado foi emitido", "certificados foram emitidos")}.`,
  deleteTypeLabel: (title: string) => `Digite “${title}” para confirmar`,
  confirmDelete: "Excluir",
  deleting: "Excluindo...",

  // Editor
  backToCourses: "Voltar para cursos",
  editorSections: "Seções do editor",
  tabDetails: "Detalhes",
  tabContent: "Conteúdo",
  tabMembers: "Membros com acesso",
  tabCertificates: "Certificados",
  viewCourse: "Ver página do curso",
  courseNotFound: "Curso não encontrado.",
  courseNotFoundText: "Ele pode ter sido excluído.",
  courseLoadError: "Não foi possível carregar o curso.",
  stats: (lessons: number, members: number, completions: number) =>
    `${plural(lessons, "aula", "aulas")} · ${plural(members, "membro com acesso", "membros com acesso")} · ${plural(completions, "conclusão", "conclusões")}`,

  // Details form
  detailsHeading: "Detalhes do curso",
  slugLabel: "Endereço (slug)",
  slugHint: (slug: string) => `O link do curso: /curso/${slug || "…"}`,
  offerLabel: "Link de oferta",
  offerHint: "Para quem não tem acesso, o botão da vitrine leva a este link. Sem link, leva a /pricing.",
  minLessonsLabel: "Mínimo de aulas para o certificado",
  minLessonsHint: "Em branco: o certificado sai ao concluir todas as aulas.",
  workloadLabel: "Carga horária (horas)",
  workloadHint: "Aparece no certificado. Vazio: a duração das aulas, arredondada para cima à meia hora.",
  watchThresholdLabel: "Parte do vídeo para concluir a aula (%)",
  watchThresholdHint:
    "Uma aula em vídeo se conclui sozinha quando o membro assiste a este percentual dela. Com 0, ele a conclui pelo botão.",
  save: "Salvar alterações",
  saving: "Salvando...",
  dangerHeading: "Zona de perigo",
  dangerText:
    "Excluir o curso apaga módulos, aulas, progresso e comentários. Certificados emitidos continuam verificáveis.",

  // Cover
  coverHeading: "Capa",
  coverHint: "JPG, PNG, WEBP ou GIF, até 50 MB. Proporção 16:9 fica melhor.",
  coverEmpty: "Sem capa",
  uploadCover: "Enviar capa",
  replaceCover: "Trocar capa",
  removeCover: "Remover capa",
  coverUpdated: "Capa atualizada",
  coverRemoved: "Capa removida",
  coverTypeInvalid: "Use uma imagem JPG, PNG, WEBP ou GIF.",

  // Modules and lessons
  contentHeading: "Módulos e aulas",
  contentHint:
    "Arraste pela alça ou use o teclado para mudar a ordem. Para levar uma aula a outro módulo, use “Mover para”.",
  newModuleLabel: "Novo módulo",
  newModulePlaceholder: "Título do módulo",
  addModule: "Adicionar módulo",
  adding: "Adicionando...",
  modulesLabel: "Módulos do curso",
  noModulesTitle: "Nenhum módulo ainda",
  noModulesText: "Crie o primeiro módulo para começar a adicionar aulas.",
  moduleNumber: (position: number) => `Módulo ${position}`,
  moduleLessonCount: (count: number) => plural(count, "aula", "aulas"),
  reorderModule: (title: string) => `Reordenar módulo ${title}`,
  renameModule: (title: string) => `Renomear módulo ${title}`,
  deleteModule: (title: string) => `Excluir módulo ${title}`,
  moduleTitleLabel: "Título do módulo",
  saveModule: "Salvar",
  moduleCreated: "Módulo criado",
  moduleRenamed: "Módulo renomeado",
  moduleDeleted: "Módulo excluído",
  moduleErrorTitle: "Erro ao salvar módulo",
  deleteModuleTitle: "Excluir módulo",
  deleteModuleText: (title: string, lessons: number) =>
    lessons === 0
      ? `O módulo “${title}” será excluído. Esta ação não pode ser desfeita.`
      : `O módulo “${title}” e ${lessons === 1 ? "sua aula" : `suas ${lessons} aulas`} serão excluídos, com o progresso, os comentários e os anexos. Esta ação não pode ser desfeita.`,
  deleteModuleError: "Não foi possível excluir o módulo.",
  newLesson: "Nova aula",
  newLessonIn: (module: string) => `Nova aula em ${module}`,
  lessonsOf: (module: string) => `Aulas de ${module}`,
  noLessons: "Nenhuma aula neste módulo.",
  reorderLesson: (title: string) => `Reordenar aula ${title}`,
  editLesson: (title: string) => `Editar aula ${title}`,
  deleteLesson: (title: string) => `Excluir aula ${title}`,
  moveLessonLabel: (title: string) => `Mover ${title} para`,
  moveTo: "Mover para…",
  lessonMoved: (module: string) => `Aula movida para ${module}`,
  previewBadge: "Prévia",
  dripBadge: (days: number) => `Libera após ${plural(days, "dia", "dias")}`,
  noVideoBadge: "Sem vídeo",
  kindVideo: "Vídeo",
  kindText: "Texto",
  durationLabelShort: "Duração",
  deleteLessonTitle: "Excluir aula",
  deleteLessonText: (title: string) =>
    `A aula “${title}” será excluída com o progresso, os comentários e os anexos dela. Esta ação não pode ser desfeita.`,
  deleteLessonError: "Não foi possível excluir a aula.",
  lessonDeleted: "Aula excluída",

  // What moves, in the reorder announcements (webSortableMessages)
  dragModule: "Módulo",
  dragLesson: "Aula",

  // Lesson editor
  newLessonTitle: "Nova aula",
  editLessonTitle: "Editar aula",
  lessonIn: (module: string) => `No módulo ${module}.`,
  lessonSlugHint: "Em branco: feito a partir do título.",
  kindLabel: "Tipo de aula",
  videoLinkLabel: "Link do vídeo",
  videoLinkPlaceholder: "https://www.youtube.com/watch?v=...",
  videoLinkHint: "YouTube, Vimeo ou Wistia. A duração vem do player do vídeo.",
  videoPreviewTitle: "Pré-visualização do vídeo da aula",
  videoPreviewLoading: "Carregando a pré-visualização...",
  videoLinkDisabledHint: "Remova o arquivo para usar um link.",
  videoSourceOr: "ou",
  videoFileLabel: "Arquivo de vídeo",
  videoFileButton: "Enviar MP4 ou WEBM",
  videoFileHint: "MP4 ou WEBM, até 50 MB. A duração é medida no envio.",
  videoFileDisabledHint: "Apague o link para enviar um arquivo.",
  videoFileTypeInvalid: "Use um vídeo MP4 ou WEBM.",
  videoFileCurrent: "Arquivo de vídeo da aula",
  removeVideoFile: "Remover arquivo",
  durationLabel: "Duração (min:seg)",
  durationPlaceholder: "12:30",
  durationHint: "Preenchida pelo arquivo ou pelo player; corrija se precisar (min:seg).",
  durationMeasured: (time: string) => `Duração do vídeo: ${time}`,
  durationInvalid: "Use minutos e segundos, como 12:30 (até 24 horas).",
  contentLabel: "Conteúdo",
  contentPlaceholder: "Texto da aula, resumo ou material de apoio.",
  isPreviewLabel: "Aula de prévia",
  isPreviewHint: "Qualquer membro pode assistir, mesmo sem acesso ao curso.",
  dripLabel: "Liberar após (dias)",
  dripHint: "Dias contados do primeiro acesso do membro ao curso. Em branco ou 0: liberada desde o início.",
  dripInvalid: "Informe um número de dias entre 0 e 3650.",
  createLesson: "Criar aula",
  saveLesson: "Salvar aula",
  lessonCreated: "Aula criada!",
  lessonSaved: "Aula salva!",
  lessonErrorTitle: "Erro ao salvar aula",
  uploadBusy: "Aguarde o fim do envio.",

  // Attachments
  attachmentsHeading: "Anexos",
  attachmentsHint: "Arquivos para baixar: PDF, ZIP, DOCX, XLSX, PPTX, EPUB, MP3 ou imagens, até 50 MB.",
  attachmentsOnCreate: "Os anexos escolhidos são salvos junto com a aula.",
  noAttachments: "Nenhum anexo.",
  attachmentNameLabel: "Nome do anexo",
  attachmentNameHint: "Em branco: o nome do arquivo.",
  addAttachment: "Enviar anexo",
  removeAttachment: (name: string) => `Remover anexo ${name}`,
  attachmentAdded: "Anexo adicionado",
  attachmentRemoved: "Anexo removido",
  attachmentErrorTitle: "Erro ao salvar anexo",

  // Members with access
  membersHeading: "Membros com acesso",
  membersCount: (count: number) => plural(count, "membro com acesso", "membros com acesso"),
  membersHint: "Dê ou tire acessos em Membros, no botão “Gerenciar Acessos” de cada membro.",
  goToMembers: "Ir para Membros",
  membersEmpty: "Nenhum membro com acesso ainda.",
  membersLoadError: "Não foi possível carregar os membros do curso.",
  membersMoreError: "Não foi possível carregar mais membros.",
  loadMore: "Carregar mais",
  loadingMore: "Carregando...",
  viaLabel: "Acesso",
  viaCourse: "Pelo curso",
  viaCategory: "Pela categoria",
  expiryLabel: "Expiração",
  progressOf: (name: string) => `Progresso de ${name}`,
  progressText: (completed: number, total: number, percent: number) =>
    `${completed} de ${plural(total, "aula", "aulas")} (${percent}%)`,
  lastActivityLabel: "Última atividade",
  noActivity: "Nenhuma atividade ainda",
  certificateLabel: "Certificado",
  noCertificate: "Sem certificado",

  // Certificates
  certificatesHeading: "Certificados",
  certificatesHint:
    "Certificados emitidos para este curso. Um certificado revogado continua na página de verificação, marcado como revogado.",
  certificatesEmpty: "Nenhum certificado emitido ainda.",
  certificatesLoadError: "Não foi possível carregar os certificados.",
  issuedOn: (date: string) => `Emitido em ${date}`,
  workload: (minutes: number) => formatWorkloadShort(minutes),
  valid: "Válido",
  revokedOn: (date: string) => `Revogado em ${date}`,
  revokedReason: (reason: string) => `Motivo: ${reason}`,
  verify: (code: string) => `Verificar ${code}`,
  revoke: "Revogar",
  revokeOf: (code: string, name: string) => `Revogar certificado ${code} de ${name}`,
  revokeTitle: "Revogar certificado",
  revokeText: (code: string, name: string) =>
    `O certificado ${code} de ${name} passará a aparecer como revogado na página de verificação, com o motivo informado. Esta ação não pode ser desfeita.`,
  revokeReasonLabel: "Motivo da revogação",
  revokeReasonPlaceholder: "Por exemplo: emitido por engano.",
  confirmRevoke: "Revogar certificado",
  revoking: "Revogando...",
  revokeErrorTitle: "Erro ao revogar certificado",
} as const;

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("pt-BR")} ${count === 1 ? one : many}`;
}
