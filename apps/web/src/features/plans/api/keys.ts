export const planKeys = {
  all: ["plans"] as const,
  /** The visible plans a visitor reads (no member's tier in them). */
  public: ["public", "plans"] as const,
};
