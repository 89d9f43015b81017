import { SPACE_ICON_NAMES } from "../constants";

export type SpaceIconName = (typeof SPACE_ICON_NAMES)[number];
export type SpaceIcon = { kind: "emoji"; value: string } | { kind: "named"; name: SpaceIconName };

// Pictographic code points, optionally joined (ZWJ) or modified (variation selector, skin tone,
// tag sequences for flags). Written as alternatives, not a class, so joined sequences stay intact.
const EMOJI_PART = String.raw`(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])`;
const EMOJI = new RegExp(
  String.raw`^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})${EMOJI_PART}*$`,
  "u",
);

export function isEmoji(value: string): boolean {
  return value.length <= 16 && EMOJI.test(value);
}

/** Spec §3: an emoji, or star, heart, calendar, message-square; anything else falls back to star. */
export function resolveSpaceIcon(icon: string | null | undefined): SpaceIcon {
  const value = icon?.trim() ?? "";
  if ((SPACE_ICON_NAMES as readonly string[]).includes(value))
    return { kind: "named", name: value as SpaceIconName };
  if (value && isEmoji(value)) return { kind: "emoji", value };
  return { kind: "named", name: "star" };
}
