import { Calendar, Heart, MessageSquare, Star } from "lucide-react";

const NAMED_ICONS = {
  star: Star,
  heart: Heart,
  calendar: Calendar,
  "message-square": MessageSquare,
} as const;

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** Spec §3: an emoji is shown as is, four names map to icons, anything else is a star. */
export function SpaceIcon({ icon }: { icon: string | null }) {
  const value = icon?.trim() ?? "";
  if (value && EMOJI.test(value)) return <span>{Array.from(value).slice(0, 4).join("")}</span>;
  const Icon = NAMED_ICONS[value as keyof typeof NAMED_ICONS] ?? Star;
  return <Icon />;
}
