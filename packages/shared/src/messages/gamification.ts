/** pt-BR answers of the gamification API (the screens' texts live in web-gamification.ts). */
export const gamificationMessages = {
  missionNotFound: "Missão não encontrada.",
};
