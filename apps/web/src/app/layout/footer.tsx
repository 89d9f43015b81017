import { shellMessages } from "@guilda/shared/messages/shell";
import { useSettings } from "@/hooks/use-settings";

export function Footer() {
  const { communityName } = useSettings();
  return (
    <footer className="border-t border-border px-4 py-6 text-center text-sm text-muted-foreground">
      {shellMessages.footer(communityName)}
    </footer>
  );
}
