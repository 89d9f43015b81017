import { pushMessages as m } from "@guilda/shared/messages/push";
import { webNotificationsMessages } from "@guilda/shared/messages/web-notifications";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { usePreferences } from "../api/get-preferences";
import {
  pushKeyQueryOptions,
  useAddPushDevice,
  usePushDevices,
  useRemovePushDevice,
} from "../api/push-devices";
import { ChannelSwitches } from "./channel-switches";

type DeviceState = "checking" | "unsupported" | "blocked" | "on" | "off";

function isSupported() {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** This browser's push subscription, if a service worker is up (null: none, or no worker yet). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

const dateFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" });

/**
 * 'Notificações no celular': switches push on or off in this browser (permission, the service
 * worker's push subscription, sent to the server), one switch per type, and the member's devices.
 */
export function PushSection({ isAdmin }: { isAdmin: boolean }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeviceState>("checking");
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const devices = usePushDevices();
  const addDevice = useAddPushDevice();
  const removeDevice = useRemovePushDevice();

  const refresh = useCallback(async () => {
    if (!isSupported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("blocked");
    const subscription = await currentSubscription().catch(() => null);
    setEndpoint(subscription?.endpoint ?? null);
    setState(subscription && Notification.permission === "granted" ? "on" : "off");
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const enable = async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        toast.error(m.enableErrorTitle, { description: m.permissionDenied });
        return;
      }
      const { public_key } = await queryClient.fetchQuery(pushKeyQueryOptions);
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: public_key,
      });
      const json = subscription.toJSON();
      await addDevice.mutateAsync({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
      });
      toast.success(m.enabledTitle);
    } catch (error) {
      toast.error(m.enableErrorTitle, { description: toApiError(error).message });
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const disable = async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      const own = devices.data?.items.find((d) => d.endpoint === subscription?.endpoint);
      await subscription?.unsubscribe();
      if (own) await removeDevice.mutateAsync(own.id);
      toast.success(m.disabledTitle);
    } catch (error) {
      toast.error(m.disableErrorTitle, { description: toApiError(error).message });
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const remove = (id: string) =>
    removeDevice.mutate(id, {
      onSuccess: () => toast.success(m.removedTitle),
      onError: (error) => toast.error(m.removeErrorTitle, { description: toApiError(error).message }),
    });

  const stateText = {
    checking: "",
    unsupported: m.stateUnsupported,
    blocked: m.stateBlocked,
    on: m.stateOn,
    off: m.stateOff,
  }[state];

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <p className="text-sm" aria-live="polite">
          <span className="font-medium">{m.stateLabel}: </span>
          {stateText}
        </p>
        <div className="flex flex-wrap gap-2">
          {state === "off" && (
            <Button onClick={() => void enable()} disabled={busy}>
              {busy ? m.enabling : m.enable}
            </Button>
          )}
          {state === "on" && (
            <Button variant="outline" onClick={() => void disable()} disabled={busy}>
              {busy ? m.disabling : m.disable}
            </Button>
          )}
        </div>
      </div>
      <PushTypeSwitches isAdmin={isAdmin} />
      <section aria-labelledby="push-devices-title" className="grid gap-2">
        <h3 id="push-devices-title" className="text-sm font-semibold">
          {m.devicesTitle}
        </h3>
        {devices.isPending ? (
          <Skeleton className="h-8" />
        ) : devices.isError ? (
          <p className="text-sm text-muted-foreground">{m.devicesLoadError}</p>
        ) : devices.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.devicesEmpty}</p>
        ) : (
          <ul className="divide-y divide-border">
            {devices.data.items.map((device) => {
              const name = device.endpoint === endpoint ? `${device.label} (${m.thisDevice})` : device.label;
              return (
                <li key={device.id} className="flex items-center justify-between gap-4 py-3">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium">{name}</p>
                    <p className="text-muted-foreground">
                      {m.deviceAdded(dateFormat.format(new Date(device.created_at)))}
                      {device.last_used_at
                        ? ` · ${m.deviceLastUsed(dateFormat.format(new Date(device.last_used_at)))}`
                        : ""}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={m.removeOf(name)}
                    disabled={removeDevice.isPending}
                    onClick={() => remove(device.id)}
                  >
                    {m.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

/** One switch per type: whether it also goes to the member's devices. Saved at each change. */
function PushTypeSwitches({ isAdmin }: { isAdmin: boolean }) {
  const preferences = usePreferences();
  if (preferences.isPending) return <Skeleton className="h-8" />;
  if (preferences.isError) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
        <p>{webNotificationsMessages.preferencesLoadError}</p>
        <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
          {webShellMessages.retry}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="push-types-title" className="grid gap-1">
      <h3 id="push-types-title" className="text-sm font-semibold">
        {m.typesTitle}
      </h3>
      <ChannelSwitches preferences={preferences.data} isAdmin={isAdmin} channel="push" labelOf={m.pushOf} />
    </section>
  );
}
