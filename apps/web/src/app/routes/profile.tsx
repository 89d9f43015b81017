import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { GamificationSummary } from "@/features/gamification/components/gamification-summary";
import { ProfileCard } from "@/features/profile/components/profile-card";
import { ProfileCertificates } from "@/features/profile/components/profile-certificates";
import { ProfileCourses } from "@/features/profile/components/profile-courses";
import { ProfilePosts } from "@/features/profile/components/profile-posts";
import { useSession } from "@/hooks/use-session";

/** /perfil: who I am, my level and missions, what I posted, the courses I follow and my certificates. */
export function ProfileRoute() {
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.pageTitle}</h1>
      <ProfileCard profile={profile} />
      <GamificationSummary />
      <ProfilePosts memberId={profile.id} />
      <ProfileCourses />
      <ProfileCertificates />
    </div>
  );
}
