import { z } from "zod";
import { validationMessages } from "../messages/validation";
import { installPtBrValidationMessages } from "../rules/zod-pt-br";

// Every schema built with this `z` answers in pt-BR where it has no message of its own; the
// browser loads it with the first form or schema, never with the first page.
installPtBrValidationMessages();

export { z };

/**
 * Line breaks, tabs and every other control character (C0, DEL, C1) and the Unicode line and
 * paragraph separators: none belongs in a single-line field (a title, a name, an address), where
 * they would break headers, `.ics` lines, CSV cells or the layout.
 */
function isControl(code: number) {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

export function isSingleLine(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isControl(value.charCodeAt(i))) return false;
  return true;
}

/**
 * A single-line text field: the schema given (its trim, lengths and messages), then no control
 * character, with the pt-BR field message. Put it last so a trimmed trailing line break passes.
 */
export function singleLine<T extends z.ZodType<string, string>>(schema: T): T {
  return schema.refine(isSingleLine, validationMessages.singleLine) as T;
}
