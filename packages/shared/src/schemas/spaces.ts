import { singleLine, z } from "./zod";
import { SPACE_TYPE_IDS } from "../constants";
import { spaceMessages as m } from "../messages/spaces";
import { isEmoji } from "../rules/space-icon";
import { SPACE_ICON_NAMES } from "../constants";

/** A 'curso' space shows this course's card and discussion (checked on the server). */
const spaceCourseId = z.uuid(m.courseInvalid).nullable();

export const createSpaceSchema = z
  .object({
    space_type: z.enum(SPACE_TYPE_IDS, { error: m.typeRequired }),
    course_id: spaceCourseId.optional(),
  })
  .strip();

export const spaceIconSchema = z
  .string()
  .trim()
  .max(32)
  .refine((v) => v === "" || (SPACE_ICON_NAMES as readonly string[]).includes(v) || isEmoji(v), m.iconInvalid)
  .transform((v) => v || null);

export const updateSpaceSchema = z
  .object({
    name: singleLine(z.string().trim().min(1, m.nameRequired).max(60, m.nameTooLong)),
    icon: spaceIconSchema.nullable(),
    description: z
      .string()
      .trim()
      .max(500, m.descriptionTooLong)
      .transform((v) => v || null)
      .nullable(),
    is_private: z.boolean(),
    course_id: spaceCourseId,
  })
  .partial()
  .strip();
export type UpdateSpaceInput = z.input<typeof updateSpaceSchema>;
export type CreateSpaceInput = z.output<typeof createSpaceSchema>;

export const reorderSpacesSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) }).strip();

export type SpaceMemberView = { id: string; full_name: string; username: string; avatar_url: string | null };
