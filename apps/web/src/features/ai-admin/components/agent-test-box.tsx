import { AI_TIER_IDS, type AiTier } from "@guilda/shared/constants";
import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import type { AiAgentAdmin, AiAgentTestResult, AiCitation } from "@guilda/shared/schemas/ai";
import { Ban, FlaskConical, TriangleAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { RichHtml } from "@/components/ui/rich-html";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useTestAgent } from "../api/test-agent";
import { NativeSelect } from "@/components/ui/native-select";
import { useCommunityWords } from "@/hooks/use-community-words";

/**
 * 'Testar': asks the saved agent a question as a member of the chosen tier would. Nothing is
 * stored and no quota is used; a tier below the agent's gets the refusal a member would.
 */
export function AgentTestBox({ agent }: { agent: AiAgentAdmin }) {
  const { tierLabel } = useCommunityWords();
  const test = useTestAgent(agent.id);
  const [tier, setTier] = useState<AiTier>(agent.required_tier);
  const [question, setQuestion] = useState("");
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (test.isPending) return;
    const text = question.trim();
    if (!text) {
      setError(m.testQuestionRequired);
      return;
    }
    test.mutate(
      { tier, question: text },
      {
        onError: (err) => {
          const apiError = toApiError(err);
          const fieldError = apiError.fieldErrors?.question;
          if (fieldError) setError(fieldError);
          else toast.error(m.testErrorTitle, { description: apiError.message });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical aria-hidden="true" className="size-5" />
          {m.testHeading}
        </CardTitle>
        <CardDescription>
          {m.testDescription} {m.testUnsaved}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={m.testTierLabel} className="sm:max-w-xs">
            {(control) => (
              <NativeSelect
                {...control}
                value={tier}
                onChange={(event) => setTier(event.target.value as AiTier)}
              >
                {AI_TIER_IDS.map((option) => (
                  <option key={option} value={option}>
                    {tierLabel(option)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={m.testQuestionLabel} error={error}>
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                maxLength={4000}
                value={question}
                onChange={(event) => {
                  setQuestion(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={test.isPending} aria-busy={test.isPending || undefined}>
              {test.isPending ? <Spinner /> : null}
              {test.isPending ? m.testing : m.testButton}
            </Button>
          </div>
        </form>
        <div aria-live="polite" className="grid gap-3">
          {test.data && !test.isPending ? <TestResult result={test.data} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}

function TestResult({ result }: { result: AiAgentTestResult }) {
  if (!result.allowed)
    return (
      <Alert>
        <Ban aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">{m.testRefused}</p>
          <p>{result.message}</p>
        </div>
      </Alert>
    );
  return (
    <section aria-label={m.testAnswer} className="grid gap-3 rounded-lg border border-border p-4">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {result.mode === "offline" ? m.testOffline : m.testModel}
      </p>
      {result.status === "error" ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-medium">{m.testError}</p>
            {result.error_message ? <p>{result.error_message}</p> : null}
          </div>
        </Alert>
      ) : null}
      {result.html ? <RichHtml html={result.html} headingBase={3} /> : null}
      {result.status === "partial" ? <p className="text-sm text-muted-foreground">{m.testPartial}</p> : null}
      {result.citations.length > 0 ? <Citations citations={result.citations} /> : null}
    </section>
  );
}

function Citations({ citations }: { citations: AiCitation[] }) {
  return (
    <div className="grid gap-2 border-t border-border pt-3">
      <h3 className="text-sm font-semibold">{m.testSources}</h3>
      <ol className="grid gap-2 text-sm">
        {citations.map((citation) => (
          <li key={citation.n} className="flex min-w-0 gap-2">
            <span className="shrink-0 font-medium text-muted-foreground tabular-nums">[{citation.n}]</span>
            <span className="grid min-w-0 gap-0.5">
              <CitationLink citation={citation} />
              {citation.context ? (
                <span className="text-xs break-words text-muted-foreground">{citation.context}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const linkClass = "font-medium break-words text-primary-text underline underline-offset-2";

/** Sources inside the community open in the app; the server only ever sends links it built. */
function CitationLink({ citation }: { citation: AiCitation }) {
  if (citation.url.startsWith("/") && !citation.url.startsWith("//"))
    return (
      <Link to={citation.url} className={linkClass}>
        {citation.title}
      </Link>
    );
  if (/^https?:\/\//i.test(citation.url))
    return (
      <a href={citation.url} className={linkClass} target="_blank" rel="noopener noreferrer">
        {citation.title}
      </a>
    );
  return <span className="font-medium break-words">{citation.title}</span>;
}
