import { DEFAULT_BRAND_COLOR, PRODUCT_NAME } from "@guilda/shared/constants";
import { rightSidebarMessages } from "@guilda/shared/messages/sidebar";
import type { CommunitySettings } from "@guilda/shared/schemas/settings";
import { queryOptions } from "@tanstack/react-query";
import { api, warnOnFailure } from "./api";

export const settingsQueryKey = ["settings"] as const;

export const DEFAULT_SETTINGS: CommunitySettings = {
  community_name: PRODUCT_NAME,
  brand_color: DEFAULT_BRAND_COLOR,
  logo_url: null,
  icon_url: null,
  // Spec §2.3 defaults of the right sidebar's offer card; the server fills the same ones.
  offer: {
    titulo: rightSidebarMessages.offerDefaultTitle,
    subtitulo: "",
    descricao: "",
    imagemUrl: "",
    linkBotao: rightSidebarMessages.offerDefaultLink,
    textoBotao: rightSidebarMessages.offerDefaultButton,
  },
  pinned_links: [],
};

/** Spec §8.5: a settings failure is only logged; the defaults stay on screen. */
export function getSettings(signal?: AbortSignal): Promise<CommunitySettings> {
  return warnOnFailure("Community settings", () => api.get<CommunitySettings>("/api/settings", { signal }));
}

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: ({ signal }) => getSettings(signal),
  staleTime: 10 * 60_000,
});
