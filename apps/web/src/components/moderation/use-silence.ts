import { silencedMessage } from "@guilda/shared/rules/moderation";
import { useSession } from "@/hooks/use-session";

/**
 * Whether the signed-in member is silenced now, and the server's own sentence for it ('Você está
 * silenciado até 12/12/2026 às 14:00…', or until lifted). The session carries the silence's end;
 * one that has passed counts as over, as on the server.
 */
export function useSilence(): { isSilenced: boolean; message: string } {
  const { profile } = useSession();
  const until = profile?.silenced_until ?? null;
  if (!until || Date.parse(until) <= Date.now()) return { isSilenced: false, message: "" };
  return { isSilenced: true, message: silencedMessage(until) };
}
