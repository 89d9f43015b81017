/** Every route of the web app (spec §2.1), in one place. Builders encode their parameters. */
export const paths = {
  home: "/",
  /** The 'Página pública' (PUBLIC_HOME in @guilda/shared). */
  landing: "/inicio",
  login: "/auth/login",
  signUp: "/auth/cadastro",
  acceptInvite: "/auth/accept-invite",
  recovery: "/recuperar-senha",
  courses: "/cursos",
  coursesShowcase: "/cursos/vitrine",
  coursesShowcaseLegacy: "/vitrine-cursos",
  course: (slug: string) => `/curso/${encodeURIComponent(slug)}`,
  /** A lesson; `at` (seconds) starts the video there ('Continuar de onde parou'). */
  lesson: (courseSlug: string, lessonSlug: string, at?: number) =>
    `/curso/${encodeURIComponent(courseSlug)}/aula/${encodeURIComponent(lessonSlug)}` +
    (at && at > 0 ? `?t=${Math.floor(at)}` : ""),
  newCourses: "/novos-cursos",
  certificates: "/certificados",
  certificate: (code: string) => `/certificados/${encodeURIComponent(code)}`,
  pricing: "/pricing",
  rules: "/regras",
  community: "/comunidade",
  members: "/membros",
  member: (id: string) => `/membro/${encodeURIComponent(id)}`,
  space: (slug: string) => `/espaco/${encodeURIComponent(slug)}`,
  post: (id: string) => `/post/${encodeURIComponent(id)}`,
  agentChat: (agentId: string) => `/chat/agent/${encodeURIComponent(agentId)}`,
  chatbot: "/chatbot",
  missions: "/missoes",
  levels: "/niveis",
  ranking: "/ranking",
  /** The e-mail's unsubscribe link (no sign-in): ?token= */
  unsubscribe: "/notificacoes/cancelar-email",
  notifications: "/notificacoes",
  profile: "/perfil",
  profileEdit: "/perfil/editar",
  dashboard: "/dashboard",
  admin: "/admin",
  adminSpaces: "/admin/spaces",
  adminCourses: "/admin/courses",
  adminCourse: (id: string) => `/admin/courses/${encodeURIComponent(id)}`,
  adminAgents: "/admin/ai-agents",
  adminGamification: "/admin/gamificacao",
  /** Sales: the offers; the other tabs are sub-paths. */
  adminSales: "/admin/vendas",
  adminBackups: "/admin/backups",
  /** The moderation queue: admins and moderators. */
  adminModeration: "/admin/moderacao",
  adminAudit: "/admin/registro",
  adminSalesIntegrations: "/admin/vendas/integracoes",
  adminSalesDeliveries: "/admin/vendas/entregas",
  /** An agent's editor; 'novo' creates one. */
  adminAgent: (id: string) => `/admin/ai-agents/${encodeURIComponent(id)}`,
  resourcesSuppliers: "/recursos/fornecedores",
  supplier: (id: string) => `/recursos/fornecedores/${encodeURIComponent(id)}`,
  supplierEdit: (id: string) => `/recursos/fornecedores/${encodeURIComponent(id)}/editar`,
  supplierNew: "/recursos/fornecedores/sugerir",
  /** Staff: every suggestion waiting; members: their own. */
  supplierSubmissions: "/recursos/fornecedores/sugestoes",
  resourcesWiki: "/recursos/wiki",
  resourcesTools: "/recursos/ferramentas",
  /** A wiki article; 'novo' is the new-article editor. */
  wikiArticle: (slug: string) => `/recursos/wiki/${encodeURIComponent(slug)}`,
  wikiNew: "/recursos/wiki/novo",
  wikiEdit: (slug: string) => `/recursos/wiki/${encodeURIComponent(slug)}/editar`,
  wikiHistory: (slug: string) => `/recursos/wiki/${encodeURIComponent(slug)}/historico`,
  wikiRevision: (slug: string, n: number) => `/recursos/wiki/${encodeURIComponent(slug)}/revisoes/${n}`,
  /** Line diff of two revisions of an article (?de=&para=). */
  wikiDiff: (slug: string, from: number, to: number) =>
    `/recursos/wiki/${encodeURIComponent(slug)}/comparar?de=${from}&para=${to}`,
  /** A plain resource page (any slug other than the three built-in ones). */
  resourcePage: (slug: string) => `/recursos/${encodeURIComponent(slug)}`,
  adminResources: "/admin/recursos",
  /** The page editor of a resource; 'novo' creates a page. */
  adminResource: (id: string) => `/admin/recursos/${encodeURIComponent(id)}`,
  calendar: "/calendario",
  /** An event; `occurrence` (ISO start) picks one occurrence of a recurring event. */
  event: (id: string, occurrence?: string) =>
    `/calendario/eventos/${encodeURIComponent(id)}` +
    (occurrence ? `?ocorrencia=${encodeURIComponent(occurrence)}` : ""),
  /** Staff: the event editor; 'novo' creates one (?espaco={spaceId} preselects the space). */
  eventEdit: (id: string) => `/calendario/eventos/${encodeURIComponent(id)}/editar`,
  eventNew: "/calendario/eventos/novo",
  search: "/search-results",
  suggestions: "/sugestoes",
  suggestion: (id: string) => `/sugestoes/${encodeURIComponent(id)}`,
} as const;

/** Query-string flag that opens the recovery form on the login page. */
export const RECOVERY_QUERY_FLAG = "recuperar";

/**
 * Only same-site paths may be followed from server-provided data (notification links):
 * a stored "javascript:" or "//evil.example" must never become a link.
 */
export function safeInternalPath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith("/") || link.startsWith("//") || link.startsWith("/\\")) return null;
  return link;
}
