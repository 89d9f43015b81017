import { commonMessages as m } from "@guilda/shared/messages/common";
import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Compass className="size-8" aria-hidden="true" />
      </div>
      <p className="text-sm font-semibold tracking-widest text-primary-text">404</p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.notFoundPageTitle}</h1>
      <p className="text-muted-foreground">{m.notFoundPageText}</p>
      <Button asChild>
        <Link to={paths.home}>{m.backToHome}</Link>
      </Button>
    </div>
  );
}
