import type { ModerationSettings } from "@guilda/shared/schemas/moderation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { moderationKeys, settingsPath } from "./keys";

export function getModerationSettings(signal?: AbortSignal): Promise<ModerationSettings> {
  return api.get<ModerationSettings>(settingsPath, { signal });
}

/** The automatic rules (the staff read them; admins change them). */
export const moderationSettingsQueryOptions = queryOptions({
  queryKey: moderationKeys.settings,
  queryFn: ({ signal }) => getModerationSettings(signal),
});

export function useModerationSettings() {
  return useQuery(moderationSettingsQueryOptions);
}
