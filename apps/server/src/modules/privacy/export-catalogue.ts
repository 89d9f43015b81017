import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import * as s from "../../db/schema";

/**
 * What 'Baixar meus dados' puts in the ZIP: one JSON file per kind of data, each holding the rows
 * of one or more tables that name the member in a column (`by`). Columns that are secrets
 * (session tokens, password hashes, feed tokens) or another person's personal data are left out
 * with `omit`, or only the listed ones are taken with `pick`.
 *
 * Every column of the schema that refers to a member (a foreign key to `profiles.id` or
 * `users.id`, or a column named like one) must be read by some source here or be listed in
 * NOT_EXPORTED with its reason: the completeness test reads the schema and fails otherwise.
 */
export type ExportSource = {
  table: PgTable;
  /** Columns (SQL names) that hold the member's id; a row matches when any of them does. */
  by: string[];
  /** Columns that hold the member's e-mail address (any case): a row matches on them too. */
  byEmail?: string[];
  omit?: string[];
  pick?: string[];
};

export type ExportSection = {
  file: string;
  /** What the file holds, for LEIA-ME.txt. */
  description: string;
  sources: ExportSource[];
};

export const EXPORT_SECTIONS: ExportSection[] = [
  {
    file: "perfil.json",
    description: "Seu perfil: nome, usuário, e-mail, foto, bio, links, nível, pontos e papéis na comunidade.",
    sources: [
      { table: s.users, by: ["id"] },
      { table: s.profiles, by: ["id"] },
    ],
  },
  {
    file: "acesso-e-sessoes.json",
    description:
      "Suas formas de entrar e as sessões abertas (data, endereço IP e navegador). Senhas e chaves de sessão nunca saem do servidor.",
    sources: [
      {
        table: s.accounts,
        by: ["user_id"],
        omit: ["password", "access_token", "refresh_token", "id_token"],
      },
      { table: s.sessions, by: ["user_id"], omit: ["token"] },
    ],
  },
  {
    file: "convites.json",
    description:
      "Os convites enviados para o seu e-mail: quem convidou, quando, com que cursos e etiquetas. O link do convite não sai do servidor.",
    sources: [{ table: s.memberInvites, by: [], byEmail: ["email"], omit: ["invite_token"] }],
  },
  {
    file: "publicacoes.json",
    description: "Suas publicações no feed e nos espaços.",
    sources: [{ table: s.posts, by: ["author_id"] }],
  },
  {
    file: "comentarios.json",
    description: "Seus comentários e respostas em publicações.",
    sources: [{ table: s.postComments, by: ["author_id"] }],
  },
  {
    file: "curtidas.json",
    description: "As publicações que você curtiu.",
    sources: [{ table: s.postLikes, by: ["user_id"] }],
  },
  {
    file: "seguindo-e-seguidores.json",
    description: "Quem você segue (follower_id é você) e quem segue você (followee_id é você).",
    sources: [{ table: s.follows, by: ["follower_id", "followee_id"] }],
  },
  {
    file: "espacos-e-chat.json",
    description:
      "Espaços privados de que você participa, o que já leu em cada espaço e suas mensagens nos chats.",
    sources: [
      { table: s.spaceMembers, by: ["user_id"] },
      { table: s.spaceReads, by: ["user_id"] },
      { table: s.chatMessages, by: ["author_id"] },
    ],
  },
  {
    file: "arquivos-enviados.json",
    description: "A lista dos arquivos que você enviou (fotos, vídeos, anexos), com o endereço de cada um.",
    sources: [{ table: s.mediaUploads, by: ["owner_id"] }],
  },
  {
    file: "cursos-e-progresso.json",
    description: "Seus acessos a cursos e categorias, o progresso em cada aula e seus comentários nas aulas.",
    sources: [
      { table: s.userCourses, by: ["user_id"] },
      { table: s.userCourseCategories, by: ["user_id"] },
      { table: s.lessonProgress, by: ["user_id"] },
      { table: s.lessonComments, by: ["user_id"] },
    ],
  },
  {
    file: "certificados.json",
    description:
      "Os certificados emitidos em seu nome, com o código de verificação, e a data em que um foi revogado.",
    // A revocation's reason and who revoked are the staff's notes about another person's act.
    sources: [{ table: s.certificates, by: ["user_id"], omit: ["revoked_reason", "revoked_by"] }],
  },
  {
    file: "conversas-com-agentes.json",
    description: "Suas conversas com os agentes de IA, as mensagens trocadas e o uso registrado.",
    sources: [
      { table: s.aiConversations, by: ["user_id"] },
      { table: s.aiMessages, by: ["user_id"] },
      { table: s.aiUsage, by: ["user_id"] },
    ],
  },
  {
    file: "notificacoes.json",
    description:
      "Suas notificações, as suas preferências de e-mail e de celular e os aparelhos que recebem notificações.",
    sources: [
      { table: s.notifications, by: ["user_id"] },
      { table: s.notificationPreferences, by: ["user_id"] },
      // The device's encryption keys are its browser's, of no use outside it.
      { table: s.pushSubscriptions, by: ["user_id"], omit: ["p256dh", "auth"] },
    ],
  },
  {
    file: "pontos.json",
    description: "O extrato dos seus pontos: cada ganho e cada estorno, com o motivo.",
    sources: [{ table: s.pointsLedger, by: ["user_id"] }],
  },
  {
    file: "sugestoes-e-votos.json",
    description: "As sugestões que você fez, os seus votos e os seus comentários em sugestões.",
    sources: [
      { table: s.suggestions, by: ["user_id"] },
      { table: s.suggestionVotes, by: ["user_id"] },
      { table: s.suggestionComments, by: ["user_id"] },
    ],
  },
  {
    file: "fornecedores.json",
    description: "Suas avaliações de fornecedores e os fornecedores que você sugeriu.",
    sources: [
      { table: s.supplierRatings, by: ["user_id"] },
      { table: s.suppliers, by: ["submitted_by"] },
    ],
  },
  {
    file: "wiki.json",
    description: "As revisões da wiki que você escreveu.",
    sources: [{ table: s.wikiRevisions, by: ["author_id"] }],
  },
  {
    file: "eventos.json",
    description:
      "Suas respostas a eventos (Vou, Talvez, Não vou, lista de espera), os lembretes enviados e o seu calendário privado (sem o link secreto).",
    sources: [
      { table: s.eventRsvps, by: ["user_id"] },
      { table: s.eventReminders, by: ["user_id"] },
      { table: s.calendarFeeds, by: ["user_id"], omit: ["token"] },
    ],
  },
  {
    file: "compras.json",
    description:
      "Suas compras (Hotmart, Stripe ou outra plataforma): o que cada uma liberou, até quando e em que situação está; as notificações que o provedor enviou sobre elas; e a origem de cada acesso seu (dado por um admin ou por uma compra).",
    sources: [
      { table: s.purchases, by: ["user_id"], byEmail: ["email"] },
      { table: s.accessGrants, by: ["user_id"] },
      {
        table: s.webhookDeliveries,
        by: [],
        byEmail: ["buyer_email"],
        pick: ["id", "provider", "event_type", "status", "received_at", "processed_at", "body"],
      },
    ],
  },
  {
    file: "copias-de-dados.json",
    description: "Os pedidos de cópia dos seus dados, como este.",
    sources: [{ table: s.dataExports, by: ["user_id"], omit: ["storage_key"] }],
  },
  {
    file: "moderacao.json",
    description:
      "Suas denúncias (o que você denunciou, o motivo e os detalhes), os itens seus que foram denunciados ou retidos para revisão e as medidas da moderação sobre sua conta (avisos, silêncio, suspensão).",
    sources: [
      { table: s.moderationReports, by: ["reporter_id"] },
      {
        table: s.moderationCases,
        by: ["author_id"],
        pick: [
          "id",
          "kind",
          "item_id",
          "status",
          "held_reason",
          "hidden",
          "opened_at",
          "closed_at",
          "outcome",
        ],
      },
      {
        table: s.moderationActions,
        by: ["member_id"],
        pick: ["id", "action", "note", "until", "created_at"],
      },
    ],
  },
  {
    file: "acoes-na-equipe.json",
    description:
      "O que você fez como administrador ou moderador: eventos criados, conteúdo editado, convites enviados (sem os dados das pessoas convidadas), avaliações de fornecedores, mudanças de status de sugestões e certificados revogados.",
    sources: [
      { table: s.events, by: ["created_by"] },
      {
        table: s.wikiArticles,
        by: ["created_by", "updated_by"],
        pick: ["id", "title", "slug", "created_by", "updated_by", "created_at", "updated_at"],
      },
      { table: s.resources, by: ["updated_by"] },
      { table: s.tools, by: ["updated_by"] },
      { table: s.plans, by: ["updated_by"] },
      { table: s.communityRules, by: ["updated_by"] },
      { table: s.salesProviders, by: ["updated_by"], pick: ["provider", "updated_at", "updated_by"] },
      {
        table: s.memberInvites,
        by: ["invited_by"],
        pick: [
          "id",
          "status",
          "is_admin",
          "is_moderator",
          "is_student",
          "invited_by",
          "created_at",
          "accepted_at",
        ],
      },
      {
        table: s.suppliers,
        by: ["reviewed_by"],
        pick: ["id", "name", "status", "review_note", "reviewed_by", "reviewed_at"],
      },
      {
        table: s.suggestions,
        by: ["status_changed_by"],
        pick: ["id", "title", "status", "status_note", "status_changed_by", "status_changed_at"],
      },
      { table: s.suggestionStatusChanges, by: ["changed_by"] },
      {
        table: s.certificates,
        by: ["revoked_by"],
        pick: ["id", "code", "course_title", "revoked_at", "revoked_reason", "revoked_by"],
      },
    ],
  },
];

/**
 * Columns that name a member but are deliberately not exported by them, with the reason. Each
 * entry is `table.column`.
 */
export const NOT_EXPORTED: Record<string, string> = {
  "notifications.actor_id":
    "Notificações de outros membros causadas por você: são da caixa de entrada deles; o que você fez (curtidas, comentários, seguidas) já sai das tabelas de origem.",
  "points_ledger.actor_id":
    "Pontos de outros membros que uma ação sua gerou: são o extrato deles; a ação sai da tabela de origem.",
  "backups.requested_by":
    "Os backups que você pediu como administrador: são cópias da comunidade inteira, não dados seus (o pedido só registra quem apertou o botão, e o nome some se a conta for excluída).",
  "moderation_cases.closed_by":
    "Os itens da fila de moderação que você revisou como moderador: são sobre o conteúdo de outros membros; o que você decidiu está no registro de ações da comunidade.",
  "moderation_actions.actor_id":
    "As medidas que você tomou como moderador sobre outros membros: são dados deles (cada um recebe as medidas sobre a própria conta).",
  "banned_emails.banned_by": "Os e-mails que você baniu como administrador: são endereços de outras pessoas.",
  "audit_log.actor_id":
    "O registro das suas ações como moderador ou administrador: é o registro da comunidade, com dados de outros membros em cada linha.",
  "signup_emails.user_id":
    "O e-mail de boas-vindas da aprovação do seu cadastro enquanto espera o envio: leva só o seu nome e e-mail (que saem no perfil) e é apagado assim que é enviado.",
};

/** Column names that hold a member's id even without a foreign key (checked by the completeness test). */
export const MEMBER_COLUMN_NAME = /^(user_id|author_id|owner_id|actor_id|follower_id|followee_id)$|_by$/;

export type ResolvedSource = {
  tableName: string;
  table: PgTable;
  by: PgColumn[];
  byEmail: PgColumn[];
  columns: Record<string, PgColumn>;
  order: PgColumn[];
};

/** Resolves names to columns, failing at start-up on a name the schema does not have. */
export function resolveSource(source: ExportSource): ResolvedSource {
  const config = getTableConfig(source.table);
  const byName = new Map(config.columns.map((c) => [c.name, c]));
  const column = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`export catalogue: ${config.name}.${name} does not exist`);
    return found;
  };
  const by = source.by.map(column);
  const byEmail = (source.byEmail ?? []).map(column);
  if (by.length + byEmail.length === 0) throw new Error(`export catalogue: ${config.name} names no member`);
  for (const name of [...(source.omit ?? []), ...(source.pick ?? [])]) column(name);
  const picked = source.pick
    ? source.pick.map(column)
    : config.columns.filter((c) => !(source.omit ?? []).includes(c.name));
  const primary = config.primaryKeys[0]?.columns ?? config.columns.filter((c) => c.primary);
  return {
    tableName: config.name,
    table: source.table,
    by,
    byEmail,
    columns: Object.fromEntries(picked.map((c) => [c.name, c])),
    order: primary.length ? primary : by,
  };
}

export const RESOLVED_SECTIONS = EXPORT_SECTIONS.map((section) => ({
  ...section,
  sources: section.sources.map(resolveSource),
}));

/** Every `table.column` the export reads a member by. */
export function exportedMemberColumns(): Set<string> {
  return new Set(
    RESOLVED_SECTIONS.flatMap((section) =>
      section.sources.flatMap((source) => source.by.map((c) => `${source.tableName}.${c.name}`)),
    ),
  );
}

/**
 * The columns of these tables that name a member (a foreign key to profiles or users, or a
 * member-like name) which the export neither reads nor lists in NOT_EXPORTED: `table.column`.
 */
export function uncoveredMemberColumns(tables: PgTable[]): string[] {
  const exported = exportedMemberColumns();
  const missing = new Set<string>();
  for (const table of tables) {
    const config = getTableConfig(table);
    const named = config.columns.filter((c) => MEMBER_COLUMN_NAME.test(c.name)).map((c) => c.name);
    const referencing = config.foreignKeys.flatMap((fk) => {
      const ref = fk.reference();
      const target = getTableConfig(ref.foreignTable).name;
      return target === "profiles" || target === "users" ? ref.columns.map((c) => c.name) : [];
    });
    for (const name of new Set([...named, ...referencing])) {
      const key = `${config.name}.${name}`;
      if (!exported.has(key) && !(key in NOT_EXPORTED)) missing.add(key);
    }
  }
  return [...missing].sort();
}
