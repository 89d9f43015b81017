export const rulesKeys = {
  all: ["rules"] as const,
  preview: (markdown: string) => ["rules", "preview", markdown] as const,
};
