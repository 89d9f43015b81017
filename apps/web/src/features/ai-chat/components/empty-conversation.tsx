import { AI_MAX_SUGGESTED_QUESTIONS } from "@guilda/shared/constants";
import { webAiChatMessages as m } from "@guilda/shared/messages/web-ai-chat";
import type { AiAgentView } from "@guilda/shared/schemas/ai";
import { MessageCircleQuestion } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";

type EmptyConversationProps = { agent: AiAgentView; disabled: boolean; onAsk: (question: string) => void };

/** A conversation with no message yet: the agent's welcome and its suggested questions. */
export function EmptyConversation({ agent, disabled, onAsk }: EmptyConversationProps) {
  const headingId = useId();
  const questions = agent.suggested_questions.slice(0, AI_MAX_SUGGESTED_QUESTIONS);
  return (
    <div className="grid gap-5 rounded-2xl border border-dashed border-border bg-card/50 px-5 py-6">
      <p className="text-[0.9375rem] whitespace-pre-line">
        {agent.welcome_message ?? m.defaultWelcome(agent.name)}
      </p>
      {questions.length > 0 ? (
        <div className="grid gap-2">
          <h2 id={headingId} className="text-sm font-semibold text-muted-foreground">
            {m.suggestedQuestions}
          </h2>
          <ul aria-labelledby={headingId} className="grid gap-2 sm:grid-cols-2">
            {questions.map((question) => (
              <li key={question} className="min-w-0">
                <Button
                  variant="outline"
                  disabled={disabled}
                  className="h-auto w-full justify-start py-2.5 text-left whitespace-normal"
                  onClick={() => onAsk(question)}
                >
                  <MessageCircleQuestion aria-hidden="true" />
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
