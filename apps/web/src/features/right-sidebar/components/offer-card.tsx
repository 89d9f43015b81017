import { rightSidebarMessages as rs } from "@guilda/shared/messages/sidebar";
import type { OfferCard as Offer } from "@guilda/shared/schemas/settings";
import { useState, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { safeInternalPath } from "@/lib/paths";
import { safeExternalUrl, SmartLink } from "./smart-link";

/**
 * The admin's picture, or the one the app ships (apps/web/public) when none is set or it fails to
 * load: the card never shows an empty box.
 */
function OfferImage({ src }: { src: string }) {
  const [hasFailed, setFailed] = useState(false);
  const url = safeInternalPath(src) ?? safeExternalUrl(src);
  return (
    <img
      src={url && !hasFailed ? url : rs.offerDefaultImage}
      alt=""
      loading="lazy"
      decoding="async"
      width={800}
      height={450}
      onError={() => setFailed(true)}
      className="aspect-[16/9] h-auto w-full bg-muted object-cover"
    />
  );
}

type OfferCardProps = { offer: Offer; titleId: string; action?: ReactNode };

/** Spec §2.3: the promotional card, with the spec's defaults for empty fields. */
export function OfferCard({ offer, titleId, action }: OfferCardProps) {
  const title = offer.titulo.trim() || rs.offerDefaultTitle;
  const buttonText = offer.textoBotao.trim() || rs.offerDefaultButton;
  const link = offer.linkBotao.trim() || rs.offerDefaultLink;
  return (
    <Card className="overflow-hidden" aria-labelledby={titleId} role="region">
      {/* Keyed by address: a new image gets a fresh chance to load. */}
      <OfferImage key={offer.imagemUrl} src={offer.imagemUrl} />
      <div className="grid gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h2 id={titleId} className="leading-tight font-semibold break-words">
              {title}
            </h2>
            {offer.subtitulo.trim() ? (
              <p className="text-sm font-medium text-primary-text">{offer.subtitulo}</p>
            ) : null}
          </div>
          {action}
        </div>
        {offer.descricao.trim() ? (
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{offer.descricao}</p>
        ) : null}
        <SmartLink href={link} className={buttonClasses("default", "default", "w-full")}>
          {buttonText}
        </SmartLink>
      </div>
    </Card>
  );
}
