import { QueryClient } from "@tanstack/react-query";

/** Spec §9: retry once, no refetch on window focus. */
export const queryClient = new QueryClient({
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
