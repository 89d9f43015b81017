import { webGamificationMessages as m } from "@guilda/shared/messages/web-gamification";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={<TriangleAlert aria-hidden="true" />}
      title={m.loadError}
      action={
        <Button variant="outline" onClick={onRetry}>
          {m.retry}
        </Button>
      }
    />
  );
}
