import { webAiChatMessages as m } from "@guilda/shared/messages/web-ai-chat";
import type { AiAgentView } from "@guilda/shared/schemas/ai";
import { Bot, Lock, SearchX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

type StateProps = {
  icon: ReactNode;
  title: string;
  text: string;
  actions?: ReactNode;
  heading?: "h1" | "h2";
  children?: ReactNode;
};

/** A whole-page state (not found, failed, locked, no help agent). */
export function ChatPageState({ icon, title, text, actions, heading = "h1", children }: StateProps) {
  const Heading = heading;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-14 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-8">
        {icon}
      </div>
      <Heading className="text-2xl font-bold tracking-tight">{title}</Heading>
      <p className="text-muted-foreground">{text}</p>
      {children}
      {actions ? <div className="flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function AgentNotFound() {
  return (
    <ChatPageState
      icon={<SearchX aria-hidden="true" />}
      title={m.agentNotFoundTitle}
      text={m.agentNotFoundText}
      actions={
        <Button asChild>
          <Link to={paths.home}>{m.backHome}</Link>
        </Button>
      }
    />
  );
}

export function AgentLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ChatPageState
      icon={<TriangleAlert aria-hidden="true" />}
      title={m.agentLoadError}
      text={m.connectionFailed}
      actions={
        <Button variant="outline" onClick={onRetry}>
          {m.retry}
        </Button>
      }
    />
  );
}

/** /chatbot while no active agent is the default; admins get the way to set one. */
export function NoDefaultAgent({ isAdmin }: { isAdmin: boolean }) {
  return (
    <ChatPageState
      icon={<Bot aria-hidden="true" />}
      title={m.chatbotMissingTitle}
      text={isAdmin ? m.chatbotMissingAdminText : m.chatbotMissingText}
      actions={
        isAdmin ? (
          <Button asChild>
            <Link to={paths.adminAgents}>{m.configureAgents}</Link>
          </Button>
        ) : null
      }
    />
  );
}

/**
 * An agent above the member's plan: why, the courses whose purchase unlocks it (published ones
 * only: the showcase shows them anyway), and where to see the plans. No composer.
 */
export function LockedAgent({ agent }: { agent: AiAgentView }) {
  const courses = agent.unlocked_by ?? [];
  return (
    <ChatPageState
      heading="h2"
      icon={<Lock aria-hidden="true" />}
      title={m.lockedTitle}
      text={m.lockedText(agent.required_tier_label, agent.member_tier_label)}
      actions={
        <Button asChild>
          <Link to={paths.pricing}>{m.seePlans}</Link>
        </Button>
      }
    >
      {courses.length > 0 ? (
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">{m.unlockedBy(courses.length)}</p>
          <ul className="grid gap-1">
            {courses.map((course) => (
              <li key={course.slug}>
                <Link
                  to={paths.course(course.slug)}
                  className="font-medium break-words text-primary-text underline underline-offset-4"
                >
                  {course.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ChatPageState>
  );
}
