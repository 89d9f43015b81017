import { DEFAULT_AGENT_ICON, isAgentIconName, type AgentIconName } from "@guilda/shared/rules/agent-icons";
import { AGENT_ICON_MEDIA_PATH } from "@guilda/shared/rules/upload-types";
import { Bot } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "@/lib/cn";

type IconSet = typeof import("./agent-icon-set").AGENT_ICON_COMPONENTS;

let iconSet: IconSet | undefined;
let loading: Promise<IconSet> | undefined;

/** The set's drawings, loaded once (their own chunk); the picker loads them too. */
export function loadAgentIconSet(): Promise<IconSet> {
  loading ??= import("./agent-icon-set").then((module) => (iconSet = module.AGENT_ICON_COMPONENTS));
  return loading;
}

function useAgentIconSet(isNeeded: boolean) {
  const [set, setSet] = useState(iconSet);
  useEffect(() => {
    if (isNeeded && !set) void loadAgentIconSet().then(setSet);
  }, [isNeeded, set]);
  return set;
}

/** One icon of the set by name (the default is drawn at once; the others once the set is loaded). */
export function AgentSetIcon({ name, className }: { name: AgentIconName; className?: string }) {
  const isDefault = name === DEFAULT_AGENT_ICON;
  const set = useAgentIconSet(!isDefault);
  const Icon = isDefault ? Bot : set?.[name];
  // While the set loads, an empty box of the icon's size keeps the row where it is.
  if (!Icon) return <span aria-hidden="true" className={cn("inline-block size-5", className)} />;
  return <Icon aria-hidden="true" className={className} />;
}

/**
 * An AI agent's icon: a name of the app's icon set, an image an admin uploaded (a /media path,
 * re-encoded by the server), or the default. Anything else — a stored value of an older version —
 * shows the default: no stored markup is ever drawn.
 */
export function AgentIcon({ icon, className }: { icon: string | null | undefined; className?: string }) {
  if (icon && AGENT_ICON_MEDIA_PATH.test(icon))
    return <img src={icon} alt="" className={cn("rounded-sm object-cover", className)} />;
  return (
    <AgentSetIcon name={icon && isAgentIconName(icon) ? icon : DEFAULT_AGENT_ICON} className={className} />
  );
}
