export function RankingRoute() {
  return null;
}
