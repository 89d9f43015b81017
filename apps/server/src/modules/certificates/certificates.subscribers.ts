import { subscribe } from "../../platform/events";
import { issueCertificateIfComplete } from "./certificates.service";

/**
 * A member who holds a completed lesson of a course may have earned its certificate: issued in
 * the transaction of the progress change, once (the member-and-course key), and handed back to the
 * progress change, which answers it.
 */
export function subscribeCertificates() {
  subscribe("certificates", "course.progressed", async (e, { tx, pending, outcome }) => {
    const certificate = await issueCertificateIfComplete(tx, {
      userId: e.userId,
      courseId: e.courseId,
      events: pending,
    });
    if (certificate) outcome.certificate = certificate;
  });
}
