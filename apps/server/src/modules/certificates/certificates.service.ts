import { randomBytes } from "node:crypto";
import {
  certificateCodeFromBytes,
  certificateWorkloadMinutes,
  courseMessages as m,
  formatCertificateCode,
  isCourseComplete,
  normalizeCertificateCode,
} from "@guilda/shared";
import {
  certificateDesignMessages as dm,
  certificatePdfMessages,
} from "@guilda/shared/messages/certificates";
import type {
  CertificateDesign,
  CertificateDesignValues,
  CourseCertificateDesign,
} from "@guilda/shared/schemas/certificates";
import type {
  AdminCertificateRow,
  AdminCertificatesPage,
  CertificateVerification,
  CertificateView,
  MyCertificates,
} from "@guilda/shared/schemas/courses";
import type { Config } from "../../config";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/http/errors";
import type { PendingEvents } from "../../platform/realtime/pending";
import { publish } from "../../platform/events";
import type { Storage } from "../../platform/storage";
import { courseExists } from "../courses/courses.service";
import { getSettings } from "../settings/settings.service";
import { certificateImage, releaseCertificateImages, useCertificateImages } from "../uploads/uploads.service";
import { renderCertificatePdf } from "./certificate-pdf";
import * as q from "./certificates.queries";
import type { CertificateWithSlug } from "./certificates.queries";

type Viewer = { userId: string; profile: { is_admin: boolean } };
/** Where the PDF's images are read from and where its QR code leads. */
type PdfDeps = { db: Db; storage: Storage; config: Pick<Config, "publicUrl"> };

/** Codes drawn before giving up: with 40 random bits a second draw is already a rarity. */
const CODE_ATTEMPTS = 5;
/** The admin list without a course filter shows this many of the latest. */
const ADMIN_LATEST = 200;

function notFound() {
  return new AppError(404, "NOT_FOUND", m.certificateNotFound);
}

function toView(row: CertificateWithSlug): CertificateView {
  return {
    id: row.id,
    code: formatCertificateCode(row.code),
    course_title: row.course_title,
    course_slug: row.course_slug,
    member_name: row.member_name,
    workload_minutes: row.workload_minutes,
    issued_at: row.issued_at.toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

function toAdminRow(row: CertificateWithSlug): AdminCertificateRow {
  return { ...toView(row), member_id: row.user_id, revoked_reason: row.revoked_reason };
}

/**
 * Issues the member's certificate for the course once they have completed every lesson (or the
 * course's minimum), copying their name, the course title and the workload as they are now.
 * Runs inside the caller's transaction (the progress save that completed a lesson); the unique
 * key on (member, course) makes a second issue a no-op. Answers the formatted code when this
 * call issued it, null otherwise. With `events`, the issue is published (the member is told).
 */
export async function issueCertificateIfComplete(
  db: Db,
  { userId, courseId, events }: { userId: string; courseId: string; events?: PendingEvents },
  random: (size: number) => Uint8Array = randomBytes,
): Promise<{ code: string } | null> {
  if (await q.hasCertificate(db, userId, courseId)) return null;
  const course = await q.courseForCertificate(db, courseId);
  if (!course) return null;
  const completed = await q.completedLessonCount(db, userId, courseId);
  if (!isCourseComplete(completed, course.lesson_count, course.certificate_min_lessons)) return null;
  const memberName = await q.memberName(db, userId);
  if (memberName === undefined) return null;
  const values = {
    user_id: userId,
    course_id: courseId,
    member_name: memberName,
    course_title: course.title,
    workload_minutes: certificateWorkloadMinutes(course.workload_hours, course.duration_seconds),
  };
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const inserted = await q.insertCertificate(db, { ...values, code: certificateCodeFromBytes(random(8)) });
    if (inserted) {
      const code = formatCertificateCode(inserted.code);
      if (events)
        await publish({ tx: db, pending: events }, "certificate.issued", {
          userId,
          courseTitle: course.title,
          code,
        });
      return { code };
    }
    // Nothing inserted: either the member got theirs meanwhile, or the code was taken.
    if (await q.hasCertificate(db, userId, courseId)) return null;
  }
  throw new Error("no free certificate code after several attempts");
}

export async function myCertificates(db: Db, viewer: Viewer): Promise<MyCertificates> {
  return { items: (await q.listByMember(db, viewer.userId)).map(toView) };
}

/**
 * The PDF of a certificate. A valid one goes to whoever holds its code, signed in or not: it says
 * what the public verification page says, and its owner shares it. A revoked one only to admins
 * (its owner and the public see the verification page say why); an unknown code is 404.
 */
export async function certificatePdf(
  deps: PdfDeps,
  viewer: Viewer | null,
  rawCode: string,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const code = normalizeCertificateCode(rawCode);
  const row = code ? await q.findByCode(deps.db, code) : undefined;
  if (!row || (row.revoked_at && !viewer?.profile.is_admin)) throw notFound();
  const formatted = formatCertificateCode(row.code);
  const bytes = await renderWithDesign(deps, row.course_id, {
    memberName: row.member_name,
    courseTitle: row.course_title,
    workloadMinutes: row.workload_minutes,
    issuedAt: row.issued_at,
    code: formatted,
  });
  return { filename: certificatePdfMessages.fileName(formatted), bytes };
}

/**
 * An example certificate drawn with the look the community (courseId null) or a course has now,
 * for the admin editing it.
 */
export async function samplePdf(deps: PdfDeps, courseId: string | null): Promise<Uint8Array> {
  if (courseId && !(await courseExists(deps.db, courseId)))
    throw new AppError(404, "NOT_FOUND", dm.courseNotFound);
  const title = courseId ? (await q.courseForCertificate(deps.db, courseId))?.title : undefined;
  return renderWithDesign(deps, courseId, {
    memberName: certificatePdfMessages.sampleMember,
    courseTitle: title ?? certificatePdfMessages.sampleCourse,
    workloadMinutes: 90,
    issuedAt: new Date(),
    code: certificatePdfMessages.sampleCode,
  });
}

type Printed = {
  memberName: string;
  courseTitle: string;
  workloadMinutes: number;
  issuedAt: Date;
  code: string;
};

async function renderWithDesign(deps: PdfDeps, courseId: string | null, printed: Printed) {
  const [settings, design] = await Promise.all([getSettings(deps.db), effectiveDesign(deps.db, courseId)]);
  const [logo, signature] = await Promise.all([
    readImage(deps.storage, design.logoKey),
    readImage(deps.storage, design.signatureKey),
  ]);
  return renderCertificatePdf({
    ...printed,
    communityName: settings.community_name,
    accentColor: design.accentColor ?? settings.brand_color,
    verifyUrl: `${deps.config.publicUrl}/certificados/${printed.code}`,
    logo,
    signature,
    signerName: design.signerName,
    signerTitle: design.signerTitle,
  });
}

/** A stored image's bytes; null when it is missing (the certificate goes out without it). */
async function readImage(storage: Storage, key: string | null): Promise<Uint8Array | null> {
  if (!key) return null;
  const object = await storage.get(key).catch(() => null);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

// ——— The certificate's look (community defaults, course overrides) ———

/** The look a certificate of this course is drawn with: each field the course's, else the community's. */
async function effectiveDesign(db: Db, courseId: string | null) {
  const { community, course } = await q.findSettingsFor(db, courseId);
  const pick = <K extends keyof q.SettingsValues>(key: K) => course?.[key] ?? community?.[key] ?? null;
  const keyOf = async (id: string | null) => (id ? ((await certificateImage(db, id))?.key ?? null) : null);
  return {
    logoKey: await keyOf(pick("logo_upload_id")),
    signatureKey: await keyOf(pick("signature_upload_id")),
    signerName: pick("signer_name"),
    signerTitle: pick("signer_title"),
    accentColor: pick("accent_color"),
  };
}

async function toDesign(db: Db, row: q.SettingsRow | undefined): Promise<CertificateDesign> {
  const image = async (id: string | null | undefined) => {
    const found = id ? await certificateImage(db, id) : undefined;
    return found ? { upload_id: found.id, url: found.url } : null;
  };
  return {
    logo: await image(row?.logo_upload_id),
    signature: await image(row?.signature_upload_id),
    signer_name: row?.signer_name ?? null,
    signer_title: row?.signer_title ?? null,
    accent_color: row?.accent_color ?? null,
  };
}

/** GET /api/admin/certificates/settings: the community's defaults. */
export async function communityDesign(db: Db): Promise<CertificateDesign> {
  return toDesign(db, await q.findSettings(db, null));
}

/** GET /api/admin/certificates/settings/courses/:courseId: the course's own and the defaults. */
export async function courseDesign(db: Db, courseId: string): Promise<CourseCertificateDesign> {
  if (!(await courseExists(db, courseId))) throw new AppError(404, "NOT_FOUND", dm.courseNotFound);
  const { community, course } = await q.findSettingsFor(db, courseId);
  return { course: await toDesign(db, course), community: await toDesign(db, community) };
}

export async function saveCommunityDesign(
  db: Db,
  viewer: Viewer,
  input: CertificateDesignValues,
): Promise<CertificateDesign> {
  await saveDesign(db, viewer, null, input);
  return communityDesign(db);
}

export async function saveCourseDesign(
  db: Db,
  viewer: Viewer,
  courseId: string,
  input: CertificateDesignValues,
): Promise<CourseCertificateDesign> {
  if (!(await courseExists(db, courseId))) throw new AppError(404, "NOT_FOUND", dm.courseNotFound);
  await saveDesign(db, viewer, courseId, input);
  return courseDesign(db, courseId);
}

const IMAGE_FIELDS = ["logo_upload_id", "signature_upload_id"] as const;

/**
 * Saves one row of the look. Each image must be a certificate upload (?purpose=certificate):
 * the admin's own, or one some row already shows (the community's logo reused by a course). The
 * images it names are kept from the orphan sweep; those no row shows any more are released.
 */
async function saveDesign(db: Db, viewer: Viewer, courseId: string | null, input: CertificateDesignValues) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await q.lockSettings(tx);
    const before = await q.findSettings(tx, courseId);
    const named = IMAGE_FIELDS.map((f) => input[f]).filter((id): id is string => !!id);
    const inUse = await q.imagesInUse(tx, named);
    const errors: Record<string, string> = {};
    for (const field of IMAGE_FIELDS) {
      const id = input[field];
      if (!id) continue;
      const image = await certificateImage(tx, id);
      if (!image || (image.ownerId !== viewer.userId && !inUse.has(id))) errors[field] = dm.imageInvalid;
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);
    await q.saveSettings(tx, courseId, input);
    await useCertificateImages(tx, named);
    const replaced = IMAGE_FIELDS.map((f) => before?.[f]).filter(
      (id): id is string => !!id && !named.includes(id),
    );
    const stillShown = await q.imagesInUse(tx, replaced);
    await releaseCertificateImages(
      tx,
      replaced.filter((id) => !stillShown.has(id)),
    );
  });
}

/** The public lookup: whether the code is valid, revoked or unknown, and nothing personal beyond the name. */
export async function verifyCertificate(db: Db, rawCode: string): Promise<CertificateVerification> {
  const code = normalizeCertificateCode(rawCode);
  const row = code ? await q.findByCode(db, code) : undefined;
  if (!row) return { status: "unknown" };
  const shown = {
    code: formatCertificateCode(row.code),
    member_name: row.member_name,
    course_title: row.course_title,
    issued_at: row.issued_at.toISOString(),
  };
  if (row.revoked_at)
    return {
      status: "revoked",
      ...shown,
      revoked_at: row.revoked_at.toISOString(),
    };
  return { status: "valid", ...shown, workload_minutes: row.workload_minutes };
}

export async function adminCertificates(
  db: Db,
  courseId: string | undefined,
): Promise<AdminCertificatesPage> {
  return { items: (await q.listForAdmin(db, courseId, ADMIN_LATEST)).map(toAdminRow) };
}

/** Revokes with a reason, once; the certificate stays on record and verifies as revoked. */
export async function revokeCertificate(
  db: Db,
  viewer: Viewer,
  id: string,
  reason: string,
): Promise<AdminCertificateRow> {
  const row = await q.findById(db, id);
  if (!row) throw notFound();
  const alreadyRevoked = new AppError(409, "CONFLICT", m.alreadyRevoked);
  if (row.revoked_at) throw alreadyRevoked;
  if (!(await q.revoke(db, id, viewer.userId, reason, new Date()))) throw alreadyRevoked;
  return toAdminRow((await q.findById(db, id))!);
}
