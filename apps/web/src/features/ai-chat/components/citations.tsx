import { webAiChatMessages as m } from "@guilda/shared/messages/web-ai-chat";
import type { AiCitation } from "@guilda/shared/schemas/ai";
import { useId } from "react";
import { Link } from "react-router";
import { safeInternalPath } from "@/lib/paths";

function CitationLink({ citation }: { citation: AiCitation }) {
  const label = (
    <>
      <span className="font-medium">{citation.title}</span>
      {citation.context ? <span className="text-muted-foreground"> · {citation.context}</span> : null}
    </>
  );
  const internal = safeInternalPath(citation.url);
  const className = "underline-offset-2 hover:underline [&>span:first-child]:text-primary-text";
  if (internal)
    return (
      <Link to={internal} className={className}>
        {label}
      </Link>
    );
  if (/^https?:\/\//i.test(citation.url))
    return (
      <a href={citation.url} target="_blank" rel="noopener noreferrer" className={className}>
        {label}
      </a>
    );
  return <span>{label}</span>;
}

/** The numbered sources under an answer: [n] kind — title · where, each linking to the passage. */
export function Citations({ citations }: { citations: AiCitation[] }) {
  const headingId = useId();
  if (citations.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-1.5 border-t border-border pt-3">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {m.sources}
      </h3>
      <ol className="grid gap-1.5 text-sm">
        {citations.map((citation) => (
          <li key={citation.n} className="flex min-w-0 gap-2">
            <span aria-hidden="true" className="shrink-0 font-mono text-xs leading-5 text-muted-foreground">
              [{citation.n}]
            </span>
            <span className="min-w-0 break-words">
              <span className="sr-only">{citation.n}. </span>
              <span className="mr-1.5 rounded bg-muted px-1.5 py-0.5 text-xs font-medium">
                {m.citationKinds[citation.kind]}
              </span>
              <CitationLink citation={citation} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
