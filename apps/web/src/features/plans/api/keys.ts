export const planKeys = {
  all: ["plans"] as const,
};
