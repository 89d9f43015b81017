import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { ProfileCard } from "@/features/profile/components/profile-card";
import { useSession } from "@/hooks/use-session";

export function ProfileRoute() {
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.pageTitle}</h1>
      <ProfileCard profile={profile} />
    </div>
  );
}
