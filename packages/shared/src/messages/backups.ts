/** pt-BR texts of backups and restores: the admin screen, the server's answers and the commands. */
export const backupMessages = {
  // ——— Validation ———
  enabledInvalid: "Informe se o backup diário fica ligado.",
  hourInvalid: "Escolha um horário entre 0 e 23 horas.",
  retentionInvalid: "Guarde de 1 a 60 backups.",

  // ——— Server answers ———
  alreadyRunning: "Já há um backup em andamento. Espere ele terminar.",
  notFound: "Backup não encontrado.",
  fileGone: "O arquivo deste backup não existe mais.",
  interrupted: "O backup foi interrompido (o servidor parou no meio). Faça outro.",
  settingsSaved: "Configurações de backup salvas.",

  // ——— Failure notification (admins, in the app and by e-mail) ———
  failedNotification: (error: string) => `O backup falhou: ${error}`,
  failedEmailSubject: "O backup da comunidade falhou",

  // ——— Archive and restore (the commands print these) ———
  fileMissing: (file: string) => `Arquivo não encontrado: ${file}`,
  notAnArchive: "Este arquivo não é um backup do Guilda. Nada foi alterado.",
  corrupted: (detail: string) =>
    `O arquivo de backup está incompleto ou corrompido (${detail}). Nada foi alterado.`,
  checksumMismatch: (entry: string) =>
    `O backup está corrompido: '${entry}' não confere com o manifesto. Nada foi alterado.`,
  newerVersion: (version: string, migration: string) =>
    `Este backup foi feito por uma versão mais nova do Guilda (${version}, migração ${migration}). Atualize o Guilda e tente de novo. Nada foi alterado.`,
  otherHistory: (migration: string) =>
    `Este backup é de uma versão do Guilda com outras migrações (${migration} não existe nesta versão). Nada foi alterado.`,
  targetNotEmpty: (what: string) =>
    `O destino não está vazio: ${what}. Use --force para substituir o que existe. Nada foi alterado.`,
  appRunning: (pid: number) =>
    `O Guilda está rodando com o banco embutido neste DATA_DIR (processo ${pid}). Faça o backup em Administração › Backups ('Fazer backup agora') ou pare o app e rode o comando de novo.`,
} as const;
