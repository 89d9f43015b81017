import { GamificationAdminPage } from "@/features/gamification-admin/components/gamification-admin-page";

/** /admin/gamificacao: the scoring rules, the level thresholds and the missions. */
export function AdminGamificationRoute() {
  return <GamificationAdminPage />;
}
