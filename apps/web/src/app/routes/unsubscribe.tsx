import { useSearchParams } from "react-router";
import { UnsubscribePanel } from "@/features/notifications/components/unsubscribe-panel";

/** /notificacoes/cancelar-email?token=… — public: the e-mail's one-click link, no sign-in. */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return (
    <div className="mx-auto grid w-full max-w-lg gap-6 pt-4 sm:pt-10">
      <UnsubscribePanel key={token} token={token} />
    </div>
  );
}
