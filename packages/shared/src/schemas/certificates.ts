import { singleLine, z } from "./zod";
import { certificateDesignMessages as m } from "../messages/certificates";

/** The certificate's look, for the whole community or one course. Imported by subpath. */

export const CERTIFICATE_COLOR = /^#[0-9a-fA-F]{6}$/;
export const CERTIFICATE_SIGNER_MAX = 120;

const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optionalLine = (message: string) =>
  z.preprocess(
    emptyToNull,
    singleLine(z.string().trim().max(CERTIFICATE_SIGNER_MAX, message)).nullable().default(null),
  );
const uploadId = z.preprocess(emptyToNull, z.uuid(m.imageInvalid).nullable().default(null));

/**
 * PUT /api/admin/certificates/settings (the community's defaults) and
 * PUT /api/admin/certificates/settings/courses/:courseId (a course's own). Images are ids of
 * uploads sent with POST /api/uploads?purpose=certificate; null leaves the field to the
 * community's default (for a course) or to none.
 */
export const certificateDesignSchema = z
  .object({
    logo_upload_id: uploadId,
    signature_upload_id: uploadId,
    signer_name: optionalLine(m.signerNameTooLong),
    signer_title: optionalLine(m.signerTitleTooLong),
    accent_color: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .regex(CERTIFICATE_COLOR, m.colorInvalid)
        .transform((v) => v.toUpperCase())
        .nullable()
        .default(null),
    ),
  })
  .strict();
export type CertificateDesignInput = z.input<typeof certificateDesignSchema>;
export type CertificateDesignValues = z.output<typeof certificateDesignSchema>;

export type CertificateImage = { upload_id: string; url: string };

export type CertificateDesign = {
  logo: CertificateImage | null;
  signature: CertificateImage | null;
  signer_name: string | null;
  signer_title: string | null;
  accent_color: string | null;
};

/** GET/PUT /api/admin/certificates/settings/courses/:courseId: the course's own, and what it inherits. */
export type CourseCertificateDesign = { course: CertificateDesign; community: CertificateDesign };
