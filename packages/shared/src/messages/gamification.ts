/** pt-BR answers of the gamification API (the screens' texts live in web-gamification.ts). */
export const gamificationMessages = {
  missionNotFound: "Missão não encontrada.",
  profileMissionTarget: "A missão de perfil completo tem meta 1: o perfil está completo ou não.",
};
