import {
  authMessages,
  joinPolicyMessages,
  passwordProblems,
  RESET_TOKEN_TTL_SECONDS,
  signUpOpen,
  signUpSchema,
  signUpWaits,
  type ApiErrorBody,
  type JoinPolicy,
} from "@guilda/shared";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import type { Db } from "../db";
import type { Logger } from "../logger";
import type { Mailer } from "../mail";
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from "../mail/templates";
import { hashPassword, verifyPassword } from "./password";
import { createProfileForUser, isUsernameTaken, UsernameTakenError } from "./profile-bootstrap";
import { moderationMessages } from "@guilda/shared/messages/moderation";

/** Header carrying the client address we resolved ourselves; any incoming copy is replaced. */
export const CLIENT_IP_HEADER = "x-guilda-client-ip";

type AuthOptions = {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  logger: Logger;
  communityName: () => Promise<string>;
  /** 'Cadastro', read on every sign-up (the composition root asks the settings for it). */
  joinPolicy: () => Promise<JoinPolicy>;
  /**
   * A member confirmed their e-mail (and is signed in by it): the composition root tells the
   * admins when that member waits for approval.
   */
  onEmailConfirmed?: (userId: string) => Promise<void>;
};

const SESSION_DAYS = 14;

function apiError(status: "BAD_REQUEST" | "CONFLICT" | "FORBIDDEN", body: ApiErrorBody) {
  return new APIError(status, body);
}

/** The same pt-BR strength rules on every endpoint that sets a password. */
function assertStrongPassword(
  password: unknown,
  personal: { email?: string; username?: string | undefined },
) {
  const reasons = passwordProblems(typeof password === "string" ? password : "", personal);
  if (reasons.length > 0) {
    throw apiError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: authMessages.weakPassword, reasons });
  }
}

export function createAuth({
  db,
  secret,
  publicUrl,
  mailer,
  logger,
  communityName,
  joinPolicy,
  onEmailConfirmed,
}: AuthOptions) {
  const send = (message: Parameters<Mailer["send"]>[0]) =>
    mailer.send(message).catch((error: unknown) => {
      // Never reveal delivery problems to the requester (it would leak whether the e-mail exists).
      logger.error({ err: error, to: message.to }, "failed to send e-mail");
    });

  return betterAuth({
    appName: "Guilda",
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    onAPIError: {
      // Refusals (4xx) are answers, not faults: only unexpected errors reach the error log.
      onError(error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== undefined && status < 500) logger.debug({ err: error }, "auth request refused");
        else logger.error({ err: error }, "auth error");
      },
    },
    baseURL: `${publicUrl}/api/auth`,
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // Strength and length are checked by our own rules in the before-hook, with pt-BR reasons.
      minPasswordLength: 1,
      maxPasswordLength: 1024,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const url = `${publicUrl}/recuperar-senha#reset&token=${encodeURIComponent(token)}`;
        await send({ to: user.email, ...resetPasswordEmail(await communityName(), user.name, url) });
      },
      async onExistingUserSignUp({ user }) {
        const url = `${publicUrl}/auth/login`;
        await send({ to: user.email, ...existingAccountEmail(await communityName(), user.name, url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        await send({ to: user.email, ...verificationEmail(await communityName(), user.name, url) });
      },
      async afterEmailVerification(user) {
        await onEmailConfirmed?.(user.id);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      // Sliding expiry: a session in use is pushed forward once a day.
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/*": { window: 10, max: 3 },
        "/sign-up/*": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/send-verification-email": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
        "/change-password": { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: publicUrl.startsWith("https://"),
      cookiePrefix: "guilda",
    },
    databaseHooks: {
      // A suspended or banned member gets no session, however they sign in (password, a link
      // from an e-mail, a new password).
      session: {
        create: {
          async before(session) {
            const [profile] = await db
              .select({ suspended_at: schema.profiles.suspended_at, banned_at: schema.profiles.banned_at })
              .from(schema.profiles)
              .where(eq(schema.profiles.id, session.userId));
            if (profile?.banned_at)
              throw apiError("FORBIDDEN", { code: "SUSPENDED", message: moderationMessages.banned });
            if (profile?.suspended_at)
              throw apiError("FORBIDDEN", { code: "SUSPENDED", message: moderationMessages.suspended });
          },
        },
      },
      user: {
        create: {
          async after(user, ctx) {
            const body = ctx?.body as { username?: string; name?: string } | undefined;
            if (!body?.username) return; // accounts created by the server set up their own profile
            try {
              // Read again here: the policy may have changed since the before-hook let it through.
              const policy = await joinPolicy();
              await createProfileForUser(db, {
                id: user.id,
                email: user.email,
                fullName: user.name,
                username: body.username,
                isPending: signUpWaits(policy),
              });
            } catch (error) {
              if (!(error instanceof UsernameTakenError)) throw error;
              await db.delete(schema.users).where(eq(schema.users.id, user.id));
              throw apiError("BAD_REQUEST", {
                code: "USERNAME_TAKEN",
                message: authMessages.usernameTaken,
                fieldErrors: { username: authMessages.usernameTaken },
              });
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") {
          // 'Somente por convite ou compra': the page is closed, whoever asks (an address that has
          // an account included, so the answer tells nothing about it). Invites are accepted by
          // their own endpoint and purchases invite the buyer: neither comes through here.
          if (!signUpOpen(await joinPolicy())) {
            throw apiError("FORBIDDEN", { code: "SIGNUP_CLOSED", message: joinPolicyMessages.signUpClosed });
          }
          const parsed = signUpSchema.safeParse(ctx.body);
          if (!parsed.success) {
            const fieldErrors: Record<string, string> = {};
            for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
            throw apiError("BAD_REQUEST", {
              code: "VALIDATION",
              message: Object.values(fieldErrors)[0]!,
              fieldErrors,
            });
          }
          const input = parsed.data;
          const [banned] = await db
            .select({ email: schema.bannedEmails.email })
            .from(schema.bannedEmails)
            .where(eq(schema.bannedEmails.email, input.email.trim().toLowerCase()));
          if (banned)
            throw apiError("FORBIDDEN", { code: "EMAIL_BANNED", message: moderationMessages.emailBanned });
          assertStrongPassword(input.password, { email: input.email, username: input.username });
          if (await isUsernameTaken(db, input.username)) {
            throw apiError("BAD_REQUEST", {
              code: "USERNAME_TAKEN",
              message: authMessages.usernameTaken,
              fieldErrors: { username: authMessages.usernameTaken },
            });
          }
          // Hand the library the normalized values.
          return { context: { body: { ...ctx.body, ...input } } };
        }
        if (ctx.path === "/reset-password") {
          const password = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
          assertStrongPassword(password, {});
        }
        if (ctx.path === "/change-password") {
          const current = await getSessionFromCtx(ctx);
          if (!current) return;
          const [profile] = await db
            .select({ username: schema.profiles.username })
            .from(schema.profiles)
            .where(eq(schema.profiles.id, current.user.id));
          const password = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
          assertStrongPassword(password, { email: current.user.email, username: profile?.username });
          // A new password always ends every other session, whatever the client asked.
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        if (ctx.path === "/sign-out") {
          // Sair ends every session of the user, not just this browser's.
          const current = await getSessionFromCtx(ctx);
          if (current) await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
