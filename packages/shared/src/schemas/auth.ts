import { singleLine, z } from "./zod";
import { PASSWORD_MAX_LENGTH } from "../constants";
import { authMessages as m } from "../messages/auth";
import { isReservedUsername } from "../rules/reserved-usernames";

export const emailSchema = z
  .string(m.emailRequired)
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email(m.emailInvalid));

/** Lower-case handle shown as @username; unique across the community. */
export const usernameSchema = z
  .string(m.usernameInvalid)
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,30}$/, m.usernameInvalid);

/**
 * A username being chosen (sign-up, accepting an invite, a change in the profile): not one of the
 * reserved names (rules/reserved-usernames.ts). A username the member already has is kept as is.
 */
export const newUsernameSchema = usernameSchema.refine(
  (username) => !isReservedUsername(username),
  m.usernameReserved,
);

export const fullNameSchema = singleLine(
  z.string(m.fullNameRequired).trim().min(1, m.fullNameRequired).max(100, m.fullNameTooLong),
);

// Strength is checked by passwordProblems() so every reason is reported together.
const passwordInput = z
  .string(m.passwordRequired)
  .min(1, m.passwordRequired)
  .max(PASSWORD_MAX_LENGTH * 4);

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordInput,
  username: newUsernameSchema,
  name: fullNameSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordInput,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const recoverySchema = z.object({ email: emailSchema });

export const newPasswordSchema = z
  .object({ password: passwordInput, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: m.passwordsDontMatch, path: ["confirm"] });
