export const rulesKeys = {
  all: ["rules"] as const,
  /** Prefix of the editor's previews (the markdown is appended). */
  previews: ["rules", "preview"] as const,
};
