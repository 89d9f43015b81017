import { pushMessages } from "@guilda/shared/messages/push";
import { webNotificationsMessages } from "@guilda/shared/messages/web-notifications";
import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { NotificationPreferences } from "@/features/notifications/components/notification-preferences";
import { PushSection } from "@/features/notifications/components/push-section";
import { ChangePasswordForm } from "@/features/profile/components/change-password-form";
import { EditProfileForm } from "@/features/profile/components/edit-profile-form";
import { PrivacySection } from "@/features/privacy/components/privacy-section";
import { useSession } from "@/hooks/use-session";

export function ProfileEditRoute() {
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{m.editTitle}</h1>
          <CardDescription>{m.editDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <EditProfileForm profile={profile} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{webNotificationsMessages.preferencesTitle}</CardTitle>
          <CardDescription>{webNotificationsMessages.preferencesDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <NotificationPreferences isAdmin={profile.is_admin} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{pushMessages.sectionTitle}</CardTitle>
          <CardDescription>{pushMessages.sectionDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <PushSection isAdmin={profile.is_admin} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{m.changePasswordTitle}</CardTitle>
          <CardDescription>{m.changePasswordDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm profile={profile} />
        </CardContent>
      </Card>
      <PrivacySection email={profile.email} />
    </div>
  );
}
