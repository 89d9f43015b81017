import { publicPageMessages as m } from "@guilda/shared/messages/public-page";
import type { PublicLanding } from "@guilda/shared/schemas/public-page";
import { ArrowRight, LogIn, UserPlus, WalletCards } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

type LandingHeroProps = {
  landing: PublicLanding;
  /** A member (an admin previewing the page): the way into the community instead of signing in. */
  isMember: boolean;
};

/** The landing's top: the community's logo, name and description, and the ways in. */
export function LandingHero({ landing, isMember }: LandingHeroProps) {
  const { community, join_policy } = landing;
  const logo = community.logo_url ?? community.icon_url;
  const [logoFailed, setLogoFailed] = useState<string | null>(null);
  const canSignUp = join_policy !== "invite_only";
  return (
    <section className="grid justify-items-center gap-5 rounded-xl border border-border bg-gradient-to-b from-primary/15 via-card to-card px-5 py-10 text-center sm:px-10 sm:py-14">
      {isMember ? (
        <p className="rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">
          {m.memberNotice}
        </p>
      ) : null}
      {logo && logoFailed !== logo ? (
        // The name is the heading right below: the logo is decoration.
        <img
          src={logo}
          alt=""
          onError={() => setLogoFailed(logo)}
          className="h-16 w-auto max-w-60 object-contain sm:h-20"
        />
      ) : null}
      <h1 className="max-w-3xl text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {community.name}
      </h1>
      {community.description ? (
        <p className="max-w-2xl text-base break-words whitespace-pre-line text-muted-foreground sm:text-lg">
          {community.description}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {isMember ? (
          <Button asChild size="lg">
            <Link to={paths.home}>
              {m.goToCommunity}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <>
            {canSignUp ? (
              <Button asChild size="lg">
                <Link to={paths.signUp}>
                  <UserPlus aria-hidden="true" />
                  {m.createAccount}
                </Link>
              </Button>
            ) : null}
            <Button asChild size="lg" variant={canSignUp ? "outline" : "default"}>
              <Link to={paths.login}>
                <LogIn aria-hidden="true" />
                {m.haveAccount}
              </Link>
            </Button>
          </>
        )}
        <Button asChild size="lg" variant="outline">
          <Link to={paths.pricing}>
            <WalletCards aria-hidden="true" />
            {m.seePlans}
          </Link>
        </Button>
      </div>
      {!isMember && join_policy === "invite_only" ? (
        <p className="text-sm text-muted-foreground">{m.inviteOnlyText}</p>
      ) : null}
      {!isMember && join_policy === "approval" ? (
        <p className="text-sm text-muted-foreground">{m.approvalText}</p>
      ) : null}
    </section>
  );
}
