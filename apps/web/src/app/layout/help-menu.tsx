import { shellMessages as m } from "@guilda/shared/messages/shell";
import { webPlansMessages } from "@guilda/shared/messages/web-plans";
import { webSuggestionsMessages } from "@guilda/shared/messages/web-suggestions";
import { Bot, CircleHelp, Lightbulb, ScrollText, Target, WalletCards } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/lib/paths";

export function HelpMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="px-2.5 sm:px-3">
          <CircleHelp className="size-5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{m.help}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-52">
        <DropdownMenuItem asChild>
          <Link to={paths.chatbot}>
            <Bot aria-hidden="true" />
            <span className="flex-1">{m.chatbot}</span>
            <Badge>{m.newBadge}</Badge>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.missions}>
            <Target aria-hidden="true" />
            {m.missions}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.pricing}>
            <WalletCards aria-hidden="true" />
            {webPlansMessages.title}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.rules}>
            <ScrollText aria-hidden="true" />
            {m.rulesFull}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.suggestions}>
            <Lightbulb aria-hidden="true" />
            {webSuggestionsMessages.title}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
