import { commonMessages } from "@guilda/shared/messages/common";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "react-router";
import { paths } from "@/lib/paths";

/** 'Início' on every page except the home page (spec §2.2) and the public page's landing. */
export function BackBar() {
  const { pathname } = useLocation();
  if (pathname === paths.home || pathname === paths.landing) return null;
  return (
    // A landmark of its own: outside one, screen-reader users skipping by region would miss it.
    <nav aria-label={webShellMessages.backNavigation} className="px-4 pt-4 sm:px-6 lg:px-8">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1.5 rounded-md py-1 pr-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {commonMessages.home}
      </Link>
    </nav>
  );
}
