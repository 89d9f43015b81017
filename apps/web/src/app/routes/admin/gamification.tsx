export function AdminGamificationRoute() {
  return null;
}
