import { authMessages } from "@guilda/shared/messages/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { isApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { clearSession } from "@/lib/session";
import { useSignOutMutation } from "../api/sign-out";

/** Signs out, forgets every member-specific cached answer and goes to the login page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useSignOutMutation();

  const finish = () => {
    clearSession(queryClient);
    toast.success(authMessages.signOutSuccessTitle, { description: authMessages.signOutSuccessText });
    navigate(paths.login, { replace: true });
  };

  const signOut = () =>
    mutation.mutate(undefined, {
      onSuccess: finish,
      onError: (error) => {
        // A 401 means the session had already ended elsewhere: the goal is reached.
        if (isApiError(error) && error.status === 401) return finish();
        toast.error(authMessages.signOutErrorTitle);
      },
    });

  return { signOut, isPending: mutation.isPending };
}
