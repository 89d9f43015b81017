/** Certificates are dated as the community reads its calendar (Brazil). */
export const CERTIFICATE_TIME_ZONE = "America/Sao_Paulo";

export type LinkedInCertification = {
  /** The course's title: the certification's name on the profile. */
  name: string;
  /** The community: the issuing organization. */
  organizationName: string;
  issuedAt: Date | string;
  /** The public verification page. */
  certUrl: string;
  /** The formatted code (GLD-7K2M-9QXH). */
  certId: string;
};

/** Year and month (1–12) of a moment in São Paulo. */
export function issueYearMonth(issuedAt: Date | string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: CERTIFICATE_TIME_ZONE,
    year: "numeric",
    month: "numeric",
  }).formatToParts(new Date(issuedAt));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month") };
}

/**
 * LinkedIn's 'Add to profile' address for a certification, every value encoded by
 * URLSearchParams (a title with '&' or accents stays one value).
 */
export function linkedInAddToProfileUrl(c: LinkedInCertification): string {
  const { year, month } = issueYearMonth(c.issuedAt);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: c.name,
    organizationName: c.organizationName,
    issueYear: String(year),
    issueMonth: String(month),
    certUrl: c.certUrl,
    certId: c.certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
