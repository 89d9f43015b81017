import type { Me, Profile, UpdateProfileInput } from "@guilda/shared/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { meQueryKey } from "@/lib/session";

export function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return api.patch<Profile>("/api/me/profile", input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The header and the profile page read the session; show the new name and photo at once.
    onSuccess: (profile) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
      // A photo and a bio complete the 'Complete seu perfil' mission (its progress lives there).
      void queryClient.invalidateQueries({ queryKey: ["gamification", "missions"] });
    },
  });
}
