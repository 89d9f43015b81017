import { ChatbotPage } from "@/features/ai-chat/components/agent-chat-page";
import { useSession } from "@/hooks/use-session";

/** /chatbot: the default agent's chat (the help menu's 'Chatbot'). */
export function ChatbotRoute() {
  const { isAdmin } = useSession();
  return <ChatbotPage isAdmin={isAdmin} />;
}
