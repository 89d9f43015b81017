import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useSettings } from "@/hooks/use-settings";
import { useTheme } from "@/hooks/use-theme";
import { setUnauthorizedHandler } from "@/lib/api";
import { brandPalette } from "@/lib/color";
import { queryClient } from "@/lib/query-client";
import { onRealtimeResync } from "@/lib/realtime";
import { loadToasts, toasterMounted } from "@/lib/toast";
import { clearSession } from "@/lib/session";
import { colorSchemeOf, THEME_SURFACES } from "@/lib/theme";

// A 401 on any data call means the server no longer knows this session. Deferred so the
// failing query settles before the cache is cleared under it.
setUnauthorizedHandler(() => window.setTimeout(() => clearSession(queryClient), 0));
// Back after too long for the live events to be replayed: what is on screen is read again.
onRealtimeResync(() => void queryClient.invalidateQueries());

/**
 * Applies the community's brand colour to the document, in every theme (its name is in the
 * document title, set with the page's name by the layout: `layout/document-title.tsx`).
 */
function CommunityIdentity() {
  const { settings } = useSettings();
  const { theme } = useTheme();

  useEffect(() => {
    const palette = brandPalette(settings.brand_color, THEME_SURFACES[theme]);
    const style = document.documentElement.style;
    if (!palette) {
      ["--primary", "--primary-foreground", "--primary-text"].forEach((name) => style.removeProperty(name));
      return;
    }
    style.setProperty("--primary", palette.primary);
    style.setProperty("--primary-foreground", palette.primaryForeground);
    style.setProperty("--primary-text", palette.primaryText);
  }, [settings.brand_color, theme]);

  return null;
}

const Toaster = lazy(async () => ({ default: (await loadToasts()).Toaster }));

function ThemedToaster() {
  const { theme } = useTheme();
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      theme={colorSchemeOf(theme)}
      richColors
      closeButton
      position="bottom-right"
      // Above the phone bar while it shows (--bottom-nav-offset is 0 everywhere else).
      offset={{ bottom: "calc(24px + var(--bottom-nav-offset, 0px))" }}
      mobileOffset={{ bottom: "calc(16px + var(--bottom-nav-offset, 0px))" }}
    />
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CommunityIdentity />
      {children}
      <Suspense fallback={null}>
        <ThemedToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
