import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError, fieldErrorsOf } from "./errors";

/** zod validation for a request part; failures answer 400 with pt-BR field errors. */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw AppError.validation(fieldErrorsOf(result.error as never));
  });
