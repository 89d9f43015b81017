import { z } from "zod";
import { validationMessages as m } from "../messages/validation";

type Issue = z.core.$ZodRawIssue;

const DATE_FORMATS = new Set(["datetime", "date", "time", "duration"]);

/**
 * zod's generic messages in Brazilian Portuguese, for checks whose schema gives no message of
 * its own (a message written in a schema always wins). Kept short and free of jargon: they reach
 * members as field errors.
 */
export function ptBrIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return m.required;
      return issue.expected === "int" ? m.notInteger : m.invalid;
    case "invalid_value":
      return issue.values.length > 1
        ? m.invalidOption(issue.values.map((v: unknown) => String(v)).join(", "))
        : m.invalid;
    case "too_big":
      if (issue.origin === "string") return m.tooLongText(Number(issue.maximum));
      if (issue.origin === "array" || issue.origin === "set") return m.tooManyItems(Number(issue.maximum));
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return m.tooBigNumber(issue.maximum as number);
      return m.invalid;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? m.required : m.tooShortText(Number(issue.minimum));
      if (issue.origin === "array" || issue.origin === "set") return m.tooFewItems(Number(issue.minimum));
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return m.tooSmallNumber(issue.minimum as number);
      return m.invalid;
    case "invalid_format":
      if (issue.format === "email") return m.email;
      if (issue.format === "url") return m.url;
      if (issue.format.startsWith("uuid") || issue.format === "guid") return m.uuid;
      if (DATE_FORMATS.has(issue.format)) return m.date;
      return m.format;
    case "not_multiple_of":
      return m.invalid;
    case "unrecognized_keys":
      return m.unknownFields(issue.keys.join(", "));
    default:
      return m.invalid;
  }
}

let installed = false;

/** Makes every zod schema of this process answer in pt-BR where it has no message of its own. */
export function installPtBrValidationMessages() {
  if (installed) return;
  installed = true;
  z.config({
    localeError: (issue) => ptBrIssueMessage(issue),
    // In a browser zod would probe whether it may compile parsers with `new Function`; our pages
    // forbid that (Content Security Policy without 'unsafe-eval'), and the probe itself is
    // reported as a violation on every page. Forms parse fine without compiled parsers.
    ...("document" in globalThis ? { jitless: true } : {}),
  });
}
