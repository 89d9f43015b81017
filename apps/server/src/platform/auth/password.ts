import { hash, verify, type Algorithm } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane.
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id; the enum is const, so it cannot be imported here
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
