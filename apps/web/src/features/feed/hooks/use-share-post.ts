import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { toast } from "@/lib/toast";
import { paths } from "@/lib/paths";

/** The system share sheet where there is one (phones), otherwise the link goes to the clipboard. */
export function useSharePost() {
  return async (post: { id: string; title: string }) => {
    const url = `${window.location.origin}${paths.post(post.id)}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: post.title, url });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.linkCopied);
    } catch {
      toast.error(m.copyError, { description: url });
    }
  };
}
