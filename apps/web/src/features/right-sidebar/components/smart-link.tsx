import type { ReactNode } from "react";
import { Link } from "react-router";
import { safeInternalPath } from "@/lib/paths";

/** An http(s) address; anything else (javascript:, data:...) is refused. */
export function safeExternalUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

type SmartLinkProps = { href: string; className?: string; children: ReactNode };

/** Same-site paths stay in the app; other sites open in a new tab. Unsafe links render as text. */
export function SmartLink({ href, className, children }: SmartLinkProps) {
  const internal = safeInternalPath(href);
  if (internal) {
    return (
      <Link to={internal} className={className}>
        {children}
      </Link>
    );
  }
  const external = safeExternalUrl(href);
  if (!external) return <span className={className}>{children}</span>;
  return (
    <a href={external} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
