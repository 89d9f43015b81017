import { randomBytes } from "node:crypto";
import {
  certificateCodeFromBytes,
  courseMessages as m,
  formatCertificateCode,
  isCourseComplete,
  normalizeCertificateCode,
} from "@guilda/shared";
import { certificatePdfMessages } from "@guilda/shared/messages/certificates";
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
import { getSettings } from "../settings/settings.service";
import { renderCertificatePdf } from "./certificate-pdf";
import * as q from "./certificates.queries";
import type { CertificateWithSlug } from "./certificates.queries";

type Viewer = { userId: string; profile: { is_admin: boolean } };

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
    workload_hours: row.workload_hours,
    issued_at: row.issued_at.toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

function toAdminRow(row: CertificateWithSlug): AdminCertificateRow {
  return { ...toView(row), member_id: row.user_id, revoked_reason: row.revoked_reason };
}

/** Hours printed on the certificate: the course's own figure, else its lessons' total, rounded up. */
export function certificateWorkload(workloadHours: number | null, durationSeconds: number): number {
  return workloadHours ?? Math.max(1, Math.ceil(durationSeconds / 3600));
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
    workload_hours: certificateWorkload(course.workload_hours, course.duration_seconds),
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
 * The PDF of a certificate, for its owner or an admin; to anyone else it does not exist. A
 * revoked certificate is no longer handed out to its owner (its verification page says why).
 */
export async function certificatePdf(
  db: Db,
  config: Pick<Config, "publicUrl">,
  viewer: Viewer,
  rawCode: string,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const code = normalizeCertificateCode(rawCode);
  const row = code ? await q.findByCode(db, code) : undefined;
  const isAdmin = viewer.profile.is_admin;
  if (!row || (!isAdmin && (row.user_id !== viewer.userId || row.revoked_at))) throw notFound();
  const settings = await getSettings(db);
  const formatted = formatCertificateCode(row.code);
  const bytes = await renderCertificatePdf({
    communityName: settings.community_name,
    brandColor: settings.brand_color,
    memberName: row.member_name,
    courseTitle: row.course_title,
    workloadHours: row.workload_hours,
    issuedAt: row.issued_at,
    code: formatted,
    verifyUrl: `${config.publicUrl}/certificados/${formatted}`,
  });
  return { filename: certificatePdfMessages.fileName(formatted), bytes };
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
  return { status: "valid", ...shown, workload_hours: row.workload_hours };
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
