import type { BackupStatus, BackupTrigger } from "../schemas/backups";

const count = (n: number) => new Intl.NumberFormat("pt-BR").format(n);
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** pt-BR texts of /admin/backups: the manual backup and its progress, the daily one, the list. */
export const webBackupsMessages = {
  pageTitle: "Backups",
  pageDescription:
    "Um backup é um arquivo ZIP com o banco de dados e os arquivos enviados (imagens, vídeos, anexos). Faça um quando quiser ou deixe o backup diário ligado, e baixe os arquivos para guardar fora do servidor.",
  loadError: "Não foi possível carregar os backups.",
  retry: "Tentar novamente",

  // The notes about what an archive holds and where it is kept
  secretNote:
    "O arquivo não leva a chave de autenticação (AUTH_SECRET ou o arquivo auth-secret do DATA_DIR): guarde-a à parte.",
  destination: {
    local: "Os arquivos ficam no disco do servidor, na pasta backups do DATA_DIR.",
    s3: "Os arquivos ficam no bucket S3 configurado no servidor.",
  } satisfies Record<"local" | "s3", string>,

  // Manual backup and its progress
  nowHeading: "Backup manual",
  nowDescription: "Copia o banco e os arquivos como estão agora. A comunidade continua no ar enquanto isso.",
  startNow: "Fazer backup agora",
  starting: "Iniciando…",
  started: "Backup iniciado.",
  startErrorTitle: "Não foi possível iniciar o backup",
  progressLabel: "Progresso do backup",
  progressPercent: (percent: number) => `${count(Math.round(percent))}%`,
  queuedLine: "Na fila: o backup começa em instantes.",
  /** Before the rows have been counted. */
  databaseStarting: "Copiando o banco…",
  databaseLine: (done: number, total: number) =>
    `Copiando o banco: ${count(done)} de ${count(total)} ${total === 1 ? "linha" : "linhas"}`,
  filesStarting: "Copiando os arquivos…",
  filesLine: (done: number, total: number) => `Copiando os arquivos: ${count(done)} de ${count(total)}`,
  savingLine: "Finalizando…",
  runningBy: (name: string) => `Pedido por ${name}.`,
  runningSchedule: "Backup diário.",
  doneToast: "Backup concluído.",
  doneToastText: "O arquivo já pode ser baixado na lista.",
  failedToast: "O backup falhou",

  // Settings
  settingsHeading: "Backup automático",
  settingsDescription:
    "Um backup é feito sozinho todo dia no horário escolhido. Os mais antigos são apagados quando passam do número que você guarda.",
  enabledLabel: "Backup diário",
  enabledHint: "Ligado, o backup é feito todo dia sem ninguém pedir.",
  hourLabel: "Horário (horário de Brasília)",
  hourOption: (hour: number) => `${String(hour).padStart(2, "0")}:00`,
  retentionLabel: "Guardar os últimos",
  retentionUnit: "backups",
  retentionHint: "De 1 a 60. Vale para os backups concluídos, manuais ou diários.",
  save: "Salvar",
  saving: "Salvando…",
  saveErrorTitle: "Não foi possível salvar as configurações",

  // The list
  listHeading: "Backups feitos",
  listDescription: "Do mais novo para o mais antigo. Baixe o arquivo para guardá-lo em outro lugar.",
  tableCaption: "Backups, do mais novo para o mais antigo",
  empty: "Nenhum backup ainda.",
  emptyText: "Faça o primeiro agora ou ligue o backup diário.",
  columnDate: "Data",
  columnBackup: "Backup",
  columnTrigger: "Tipo",
  columnStatus: "Status",
  columnSize: "Tamanho",
  columnDuration: "Duração",
  columnContent: "Conteúdo",
  columnDownload: "Arquivo",
  trigger: { manual: "Manual", schedule: "Agendado" } satisfies Record<BackupTrigger, string>,
  requestedBy: (name: string) => `por ${name}`,
  status: {
    queued: "Na fila",
    running: "Em andamento",
    done: "Concluído",
    failed: "Falhou",
  } satisfies Record<BackupStatus, string>,
  errorLabel: "Erro",
  notYet: "—",
  /** '35 tabelas', '1.234 linhas', '12 arquivos' (shown joined by ' · '). */
  contentParts: (tables: number, rows: number, files: number) => [
    plural(tables, "tabela", "tabelas"),
    plural(rows, "linha", "linhas"),
    plural(files, "arquivo", "arquivos"),
  ],
  separator: " · ",
  details: (parts: string[]) => parts.join(" · "),
  download: "Baixar",
  downloadOf: (date: string) => `Baixar o backup de ${date}`,

  // Durations ('12 s', '1 min 5 s', '1 h 2 min')
  lessThanASecond: "menos de 1 s",
  seconds: (s: number) => `${s} s`,
  minutes: (min: number, s: number) => (s === 0 ? `${min} min` : `${min} min ${s} s`),
  hours: (h: number, min: number) => (min === 0 ? `${h} h` : `${h} h ${min} min`),
} as const;
