/**
 * pt-BR texts of the Recursos screens: the sidebar section, plain pages (/recursos/:slug), their
 * admin (/admin/recursos) and the tools (/recursos/ferramentas). Results and validation are in
 * resourceMessages.
 */
export const webResourceMessages = {
  retry: "Tentar novamente",
  cancel: "Cancelar",
  save: "Salvar",
  saving: "Salvando...",
  hidden: "Oculto para membros",

  // Sidebar
  adminLink: "Recursos",

  // A plain page
  pageLoading: "Carregando a página...",
  pageLoadError: "Não foi possível carregar a página.",
  pageEmpty: "Esta página ainda não tem conteúdo.",
  /** {date} is the pt-BR date. */
  updatedAt: (date: string) => `Atualizado em ${date}`,
  updatedBy: (name: string) => `por ${name}`,
  editPage: "Editar página",

  // /admin/recursos
  adminTitle: "Recursos",
  adminDescription:
    "A seção Recursos da barra lateral: arraste para mudar a ordem, renomeie, oculte dos membros e crie páginas em markdown.",
  adminListLabel: "Recursos da barra lateral",
  adminLoading: "Carregando os recursos...",
  adminLoadError: "Não foi possível carregar os recursos.",
  adminEmptyTitle: "Nenhum recurso",
  adminEmptyText: "Crie uma página para ela aparecer na seção Recursos da barra lateral.",
  newPage: "Nova página",
  kindLabel: "Tipo",
  kinds: {
    suppliers: "Fornecedores",
    wiki: "Wiki",
    tools: "Ferramentas",
    page: "Página",
  },
  /** A built-in kind: 'Wiki (nativo)'. */
  builtInKind: (kind: string) => `${kind} (nativo)`,
  visible: "Visível",
  addressLabel: "Endereço",
  orderLabel: "Ordem",
  edit: (title: string) => `Editar ${title}`,
  delete: (title: string) => `Excluir ${title}`,
  reorder: (title: string) => `Reordenar ${title}`,
  dragKind: "Recurso",
  deleteTitle: "Excluir página",
  deleteText: (title: string) =>
    `A página “${title}” será excluída e sairá da barra lateral. Esta ação não pode ser desfeita.`,
  builtInDialogDescription: "Nos recursos nativos você muda o título e a visibilidade.",
  titleLabel: "Título",
  visibleLabel: "Visível para os membros",
  builtInVisibleHint: "Oculto, o recurso sai da barra lateral dos membros.",
  pageVisibleHint: "Oculta, a página sai da barra lateral e só administradores conseguem abri-la.",

  // Page editor (/admin/recursos/novo, /admin/recursos/:id)
  newPageTitle: "Nova página",
  editPageTitle: "Editar página",
  editorDescription: "A página aparece na seção Recursos da barra lateral, no endereço abaixo.",
  backToList: "Voltar para Recursos",
  slugLabel: "Endereço",
  slugHint: (path: string) => `A página fica em ${path}. Use letras minúsculas, números e hífens.`,
  bodyLabel: "Conteúdo (markdown)",
  positionLabel: "Posição na barra lateral",
  positionBefore: (title: string) => `Antes de “${title}”`,
  positionEnd: "No fim da lista",
  createPage: "Criar página",
  savePage: "Salvar página",
  viewPage: "Ver página",
  editorNotFound: "Este recurso não existe mais.",

  // /recursos/ferramentas
  toolsTitle: "Ferramentas",
  toolsSubtitle: "Sites, planilhas e arquivos que ajudam a catalogar, avaliar e vender as suas peças.",
  toolsLoading: "Carregando as ferramentas...",
  toolsLoadError: "Não foi possível carregar as ferramentas.",
  toolsEmptyTitle: "Nenhuma ferramenta ainda",
  toolsEmptyText: "As ferramentas indicadas pela equipe aparecem aqui.",
  toolsEmptyAdminText: "Adicione a primeira: um link, um arquivo para download ou os dois.",
  toolCount: (count: number) => (count === 1 ? "1 ferramenta" : `${count} ferramentas`),
  newTool: "Nova ferramenta",
  access: "Acessar",
  accessLabel: (name: string) => `Acessar ${name} (abre em nova aba)`,
  download: "Baixar",
  downloadLabel: (fileName: string) => `Baixar ${fileName}`,
  editTool: (name: string) => `Editar ${name}`,
  deleteTool: (name: string) => `Excluir ${name}`,
  deleteToolTitle: "Excluir ferramenta",
  deleteToolText: (name: string) =>
    `A ferramenta “${name}” será excluída, com o arquivo dela. Esta ação não pode ser desfeita.`,

  // Tool dialog
  newToolTitle: "Nova ferramenta",
  editToolTitle: (name: string) => `Editar ${name}`,
  toolDialogDescription: "Um card com um link (Acessar), um arquivo (Baixar) ou os dois.",
  nameLabel: "Nome",
  descriptionLabel: "Descrição",
  categoryLabel: "Categoria",
  categoryHint: "Escolha uma existente ou digite uma nova.",
  urlLabel: "Link",
  urlHint: "Endereço http(s). Deixe em branco se a ferramenta for só um arquivo.",
  urlPlaceholder: "https://",
  fileLabel: "Arquivo para download",
  fileHint: "PDF, planilha, documento, apresentação, ZIP, EPUB, MP3 ou imagem, até 50 MB.",
  chooseFile: "Enviar arquivo",
  replaceFile: "Trocar arquivo",
  removeFile: "Remover arquivo",
  noFile: "Nenhum arquivo.",
  fileNameLabel: "Nome do arquivo ao baixar",
  uploadErrorTitle: "Erro ao enviar o arquivo",
  positionToolLabel: "Ordem na categoria",
  positionToolHint: "Números menores aparecem primeiro.",
  addTool: "Adicionar ferramenta",
} as const;
