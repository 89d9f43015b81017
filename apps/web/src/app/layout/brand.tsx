import { useState } from "react";
import { Link } from "react-router";
import { useSettings } from "@/hooks/use-settings";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";

/**
 * Spec §2.2: the text name while settings load; then the icon and logo when set. If either
 * image fails, both are hidden and the name is shown instead.
 */
export function Brand() {
  const { settings, communityName, isPending } = useSettings();
  const images = [settings.icon_url, settings.logo_url].filter(Boolean).join("|");
  // Remember which image set failed, so new URLs saved by an admin get a fresh chance.
  const [failedImages, setFailedImages] = useState<string | null>(null);
  const showImages = !isPending && images !== "" && failedImages !== images;
  const onError = () => setFailedImages(images);

  return (
    <Link
      to={paths.home}
      // From xl the name keeps its width (up to 18rem, which leaves the rest of the header room at 1280 px;
      // longer names end in an ellipsis there).
      className="flex min-w-0 items-center gap-2.5 rounded-md py-1 text-foreground focus-visible:outline-offset-4 xl:max-w-[18rem] xl:shrink-0"
    >
      {showImages ? (
        <>
          {settings.icon_url ? (
            <img
              src={settings.icon_url}
              alt={communityName}
              onError={onError}
              className="size-8 shrink-0 rounded-md object-contain"
            />
          ) : null}
          {settings.logo_url ? (
            <img
              src={settings.logo_url}
              alt={communityName}
              onError={onError}
              className={cn("h-7 w-auto max-w-40 object-contain", settings.icon_url && "hidden sm:block")}
            />
          ) : null}
        </>
      ) : (
        // Phones: up to three short lines (the header keeps its 56 px); one line from sm up.
        <span className="line-clamp-3 text-[0.8125rem] leading-tight font-bold tracking-tight break-words sm:line-clamp-none sm:truncate sm:text-lg">
          {communityName}
        </span>
      )}
    </Link>
  );
}
