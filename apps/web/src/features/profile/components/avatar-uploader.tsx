import { authMessages } from "@guilda/shared/messages/auth";
import { feedMessages } from "@guilda/shared/messages/feed";
import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { AVATAR_ACCEPT, AVATAR_TYPES } from "@guilda/shared/rules/upload-types";
import { UPLOAD_LIMIT_BYTES } from "@guilda/shared/constants";
import type { Profile } from "@guilda/shared/schemas/profile";
import { Camera, Trash2 } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { isAbortError } from "@/lib/upload";
import { uploadAvatar } from "../api/upload-avatar";
import { useUpdateProfile } from "../api/update-profile";

type AvatarUploaderProps = {
  profile: Profile;
  /** The name as typed in the form (initials while there is no photo). */
  name: string;
  /** The photo to show: the saved one. */
  preview: string | null;
};

function profileError(description: string) {
  toast.error(authMessages.profileErrorTitle, { description });
}

/**
 * Choose a photo: it is sent with its progress, cropped square and re-encoded by the server,
 * and saved as the photo at once (the header shows it right away).
 */
export function AvatarUploader({ profile, name, preview }: AvatarUploaderProps) {
  const update = useUpdateProfile();
  const inputRef = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const isUploading = percent !== null;
  const isBusy = isUploading || update.isPending;

  const save = async (avatarUrl: string | null) => {
    await update.mutateAsync({ avatar_url: avatarUrl });
    toast.success(authMessages.profileUpdatedTitle, { description: authMessages.profileUpdatedText });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!AVATAR_TYPES.has(file.type)) return profileError(authMessages.avatarFileType);
    if (file.size > UPLOAD_LIMIT_BYTES) return profileError(feedMessages.fileTooLarge);
    setPercent(0);
    try {
      const uploaded = await uploadAvatar(file, { onProgress: setPercent });
      setPercent(null);
      await save(uploaded.url);
    } catch (error) {
      setPercent(null);
      if (!isAbortError(error)) profileError(toApiError(error).message);
    }
  };

  const onRemove = async () => {
    try {
      await save(null);
    } catch (error) {
      profileError(toApiError(error).message);
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar name={name} src={preview} size="lg" className="self-center" />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="min-w-0 text-center sm:text-left">
          <p className="font-semibold break-words">{name}</p>
          <p className="text-sm text-muted-foreground">@{profile.username}</p>
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_ACCEPT}
          aria-label={m.avatarFile}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => void onFile(event)}
        />
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={isBusy}
            onClick={() => inputRef.current?.click()}
          >
            {isBusy ? <Spinner /> : <Camera aria-hidden="true" />}
            {profile.avatar_url ? m.avatarChange : m.avatarChoose}
          </Button>
          {profile.avatar_url ? (
            <Button type="button" variant="ghost" size="sm" disabled={isBusy} onClick={() => void onRemove()}>
              <Trash2 aria-hidden="true" />
              {m.avatarRemove}
            </Button>
          ) : null}
        </div>
        <p className="text-center text-xs text-muted-foreground sm:text-left">{m.avatarHint}</p>
        {isUploading ? (
          <div className="grid gap-1" role="status">
            <Progress value={percent} aria-label={m.avatarUploading(percent)} />
            <span className="text-xs text-muted-foreground">{m.avatarUploading(percent)}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
