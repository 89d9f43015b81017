import { MutationCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api";
import { meQueryKey } from "./session";

/**
 * A write refused because the member was silenced meanwhile: the session is read again, so every
 * composer shows why instead of letting them type (the caller still shows the server's message).
 */
const mutationCache = new MutationCache({
  onError: (error) => {
    if (isApiError(error) && error.code === "SILENCED")
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
  },
});

/** Spec §9: retry once, no refetch on window focus. */
export const queryClient: QueryClient = new QueryClient({
  mutationCache,
  defaultOptions: {
    queries: {
      retry: 1,
      refetchOnWindowFocus: false,
      // Many components read the same lists (sidebar, header); don't refetch on every mount.
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
