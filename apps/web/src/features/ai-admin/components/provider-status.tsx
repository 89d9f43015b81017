import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import { Cpu, PlugZap } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { useAgentOptions } from "../api/get-options";

/** Says whether answers come from a model (and which) or are assembled offline from passages. */
export function ProviderStatus() {
  const options = useAgentOptions();
  if (!options.data) return null;
  const { provider } = options.data;
  if (!provider.configured)
    return (
      <Alert role="status">
        <PlugZap aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">{m.providerOffline}</p>
          <p className="text-muted-foreground">{m.providerOfflineText}</p>
        </div>
      </Alert>
    );
  return (
    <Alert role="status">
      <Cpu aria-hidden="true" />
      <p className="font-medium">{provider.model ? m.providerModel(provider.model) : m.providerConfigured}</p>
    </Alert>
  );
}
