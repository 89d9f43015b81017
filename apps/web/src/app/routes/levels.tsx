export function LevelsRoute() {
  return null;
}
