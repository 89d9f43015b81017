export function MissionsRoute() {
  return null;
}
