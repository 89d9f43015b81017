import type { AuditFilters } from "../lib/filters";

/** Every audit query starts with "audit". */
export const auditKeys = {
  all: ["audit"] as const,
  list: (filters: AuditFilters) => ["audit", "list", filters] as const,
  actors: ["audit", "actors"] as const,
};

export const auditPath = "/api/admin/audit";
export const auditActorsPath = "/api/admin/audit/actors";
export const auditExportPath = "/api/admin/audit/export.csv";
