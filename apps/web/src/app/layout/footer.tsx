import { shellMessages } from "@guilda/shared/messages/shell";
import { useSettings } from "@/hooks/use-settings";

/** The community's sentence (a setting), or the spec's while none is set. */
export function Footer() {
  const { settings, communityName } = useSettings();
  return (
    <footer className="border-t border-border px-4 py-6 text-center text-sm text-muted-foreground">
      {settings.footer_text || shellMessages.footer(communityName)}
    </footer>
  );
}
