import { singleLine, z } from "./zod";
import { MEMBER_LIMITS, PASSWORD_MAX_LENGTH } from "../constants";
import { memberMessages as m } from "../messages/members";
import {
  TAG_SEPARATORS,
  isValidMemberEmail,
  normalizeMemberEmail,
  normalizeMemberName,
  normalizeTag,
} from "../rules/member-input";
import { passwordProblems } from "../rules/password";

/** Spec §4: invite (record + e-mailed link) or create the account directly. */
export const MEMBER_MODES = ["invite", "create"] as const;
export type MemberMode = (typeof MEMBER_MODES)[number];
export const MEMBER_SOURCES = ["manual", "csv"] as const;
export type MemberSource = (typeof MEMBER_SOURCES)[number];

export const memberNameSchema = z
  .string(m.nameRequired)
  .transform(normalizeMemberName)
  .pipe(singleLine(z.string().min(1, m.nameRequired).max(MEMBER_LIMITS.nameMax, m.nameTooLong)));

export const memberEmailSchema = z
  .string(m.emailRequired)
  .transform(normalizeMemberEmail)
  .pipe(singleLine(z.string().min(1, m.emailRequired).refine(isValidMemberEmail, m.emailInvalid)));

export const memberTagSchema = z
  .string(m.tagEmpty)
  .refine((v) => !TAG_SEPARATORS.test(v), m.tagSeparator)
  .transform(normalizeTag)
  .pipe(singleLine(z.string().min(1, m.tagEmpty).max(MEMBER_LIMITS.tagMax, m.tagTooLong)));

/** Tags of one member: unique ignoring case (spec §5), at most MEMBER_LIMITS.tagsMax. */
export const memberTagsSchema = z
  .array(memberTagSchema)
  .max(MEMBER_LIMITS.tagsMax, m.tooManyTags)
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, index) => {
      const key = tag.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: m.tagDuplicate, path: [index] });
      seen.add(key);
    });
  });

export const memberInputSchema = z
  .object({
    name: memberNameSchema,
    email: memberEmailSchema,
    // Checked against the mode in addMembersSchema; the upper bound only stops oversized bodies.
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH * 4)
      .optional(),
    is_admin: z.boolean().default(false),
    is_moderator: z.boolean().default(false),
    // Spec §6: a new member is a student unless told otherwise.
    is_student: z.boolean().default(true),
    tags: memberTagsSchema.default([]),
    courses: z
      .array(z.uuid(m.courseInvalid))
      .max(MEMBER_LIMITS.coursesMax, m.tooManyCourses)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
      .default([]),
    /** The CSV row, so the server's per-member results can point back to the file. */
    line: z.number().int().positive().optional(),
  })
  .strip();
export type MemberInput = z.input<typeof memberInputSchema>;

/**
 * The "Adicionar Membro" batch the server receives, from the manual form (one or more members)
 * or from a CSV. Rules across fields: a password is required and must be strong in create mode
 * (and is dropped in invite mode); CSV members are always invited (spec §5); an e-mail appears
 * only once per batch.
 */
export const addMembersSchema = z
  .object({
    mode: z.enum(MEMBER_MODES),
    members: z
      .array(memberInputSchema)
      .min(1, m.membersRequired)
      .max(MEMBER_LIMITS.batchMax, m.tooManyMembers),
    source: z.enum(MEMBER_SOURCES),
  })
  .strip()
  .superRefine((batch, ctx) => {
    if (batch.source === "csv" && batch.mode !== "invite") {
      ctx.addIssue({ code: "custom", message: m.csvAlwaysInvite, path: ["mode"] });
    }
    const seen = new Set<string>();
    batch.members.forEach((member, index) => {
      if (seen.has(member.email)) {
        ctx.addIssue({
          code: "custom",
          message: m.emailDuplicateInBatch(member.email),
          path: ["members", index, "email"],
        });
      }
      seen.add(member.email);
      if (batch.mode !== "create") return;
      const path = ["members", index, "password"];
      if (!member.password) {
        ctx.addIssue({ code: "custom", message: m.passwordRequired, path });
        return;
      }
      for (const problem of passwordProblems(member.password, { email: member.email })) {
        ctx.addIssue({ code: "custom", message: problem, path });
      }
    });
  })
  .transform((batch) =>
    batch.mode === "create"
      ? batch
      : { ...batch, members: batch.members.map((member) => ({ ...member, password: undefined })) },
  );
export type AddMembersInput = z.input<typeof addMembersSchema>;
export type AddMembersRequest = z.output<typeof addMembersSchema>;
export type AddMemberEntry = AddMembersRequest["members"][number];
