import { useQuery } from "@tanstack/react-query";
import { DEFAULT_SETTINGS, settingsQueryOptions } from "@/lib/settings";

/**
 * Community settings with the product defaults while they load or if the call fails
 * (spec §8.5: a settings error is only logged, the app keeps working).
 */
export function useSettings() {
  const query = useQuery(settingsQueryOptions);
  const settings = query.data ?? DEFAULT_SETTINGS;
  return {
    settings,
    communityName: settings.community_name || DEFAULT_SETTINGS.community_name,
    isPending: query.isPending,
  };
}
