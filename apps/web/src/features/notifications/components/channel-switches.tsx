import { notificationMessages } from "@guilda/shared/messages/notifications";
import type { NotificationPreferences } from "@guilda/shared/schemas/notifications";
import { Switch } from "@/components/ui/switch";
import { offeredPreferences, useSavePreference } from "../api/update-preferences";

type ChannelSwitchesProps = {
  preferences: NotificationPreferences;
  isAdmin: boolean;
  /** Which of each type's channels these switches turn on and off; saved at each change. */
  channel: "email" | "push";
  /** The switch's accessible name, from the type's label. */
  labelOf: (label: string) => string;
};

/** One switch per notification type the member is offered, for one channel. */
export function ChannelSwitches({ preferences, isAdmin, channel, labelOf }: ChannelSwitchesProps) {
  const onChange = useSavePreference(channel);
  return (
    <ul className="divide-y divide-border">
      {offeredPreferences(preferences, isAdmin).map((item) => {
        const label = notificationMessages.typeLabels[item.type];
        const id = `notification-${channel}-${item.type}`;
        return (
          <li key={item.type} className="flex items-center justify-between gap-4 py-3">
            <label htmlFor={id} className="min-w-0 text-sm">
              {label}
            </label>
            <Switch
              id={id}
              checked={item[channel]}
              aria-label={labelOf(label)}
              onCheckedChange={(checked) => onChange(item.type, checked)}
            />
          </li>
        );
      })}
    </ul>
  );
}
