/** pt-BR answers of the gamification API (the screens' texts live in web-gamification.ts). */
export const gamificationMessages = {
  missionNotFound: "Missão não encontrada.",
  profileMissionTarget: "A missão de perfil completo tem meta 1: o perfil está completo ou não.",
  // The levels (/admin/gamificacao)
  firstThresholdZero: "O primeiro nível começa em 0 pontos.",
  thresholdsIncreasing: "Os limites dos níveis devem ser crescentes.",
  levelNameRequired: "Informe o nome do nível.",
  levelNameTooLong: "O nome do nível pode ter no máximo 30 caracteres.",
  levelNamesRepeated: "Cada nível precisa de um nome diferente.",
};
