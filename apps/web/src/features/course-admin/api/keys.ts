/**
 * Every course query of the app starts with "courses" (the sidebar's list, the member pages),
 * so a change made here can refresh them all with one invalidation.
 */
export const coursesRootKey = ["courses"] as const;

export const adminCourseKeys = {
  all: ["courses", "admin"] as const,
  list: ["courses", "admin", "list"] as const,
  detail: (id: string) => ["courses", "admin", "detail", id] as const,
  members: (id: string) => ["courses", "admin", "members", id] as const,
  certificates: (id: string) => ["courses", "admin", "certificates", id] as const,
};

export const adminCoursePath = (id: string) => `/api/admin/courses/${encodeURIComponent(id)}`;
