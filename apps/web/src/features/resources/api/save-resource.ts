import type {
  CreateResourcePageInput,
  ResourcePageView,
  UpdateResourceInput,
} from "@guilda/shared/schemas/resources";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { resourceKeys, resourcesKey } from "./keys";

export function createPage(input: CreateResourcePageInput): Promise<ResourcePageView> {
  return api.post<ResourcePageView>("/api/admin/resources", input);
}

export function updateResource(id: string, input: UpdateResourceInput): Promise<ResourcePageView> {
  return api.patch<ResourcePageView>(`/api/admin/resources/${encodeURIComponent(id)}`, input);
}

/** A saved page is shown at once by the editor and its page; the sidebar list is read again. */
function useSaved() {
  const queryClient = useQueryClient();
  return async (saved: ResourcePageView) => {
    queryClient.setQueryData(resourceKeys.admin(saved.id), saved);
    queryClient.setQueryData(resourceKeys.page(saved.slug), saved);
    await queryClient.invalidateQueries({ queryKey: resourcesKey });
  };
}

export function useCreatePage() {
  const onSaved = useSaved();
  return useMutation({ mutationFn: createPage, onSuccess: onSaved });
}

export function useUpdateResource() {
  const onSaved = useSaved();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateResourceInput }) => updateResource(id, input),
    onSuccess: onSaved,
  });
}
