import { asc, eq, sql } from "drizzle-orm";
import { tools } from "../../db/schema";
import type { Db } from "../../platform/db";

const columns = {
  id: tools.id,
  name: tools.name,
  description: tools.description,
  category: tools.category,
  url: tools.url,
  file_key: tools.file_url,
  file_name: tools.file_name,
  position: tools.position,
  updated_at: tools.updated_at,
};
export type ToolRow = Awaited<ReturnType<typeof listTools>>[number];

export function listTools(db: Db) {
  return db.select(columns).from(tools).orderBy(asc(tools.category), asc(tools.position), asc(tools.name));
}

export async function findTool(db: Db, id: string): Promise<ToolRow | undefined> {
  const [row] = await db.select(columns).from(tools).where(eq(tools.id, id)).limit(1);
  return row;
}

type ToolValues = {
  name: string;
  description: string;
  category: string;
  url: string | null;
  file_key: string | null;
  file_name: string | null;
  position: number;
  updated_by: string;
};

const stored = ({ file_key, ...values }: ToolValues) => ({ ...values, file_url: file_key });

export async function insertTool(db: Db, values: ToolValues): Promise<ToolRow> {
  const [row] = await db.insert(tools).values(stored(values)).returning(columns);
  return row!;
}

export async function updateTool(db: Db, id: string, values: ToolValues): Promise<ToolRow | undefined> {
  const [row] = await db
    .update(tools)
    .set({ ...stored(values), updated_at: sql`now()` })
    .where(eq(tools.id, id))
    .returning(columns);
  return row;
}

/** The deleted tool's stored file key (null when it had none), or undefined when it was not there. */
export async function deleteTool(db: Db, id: string): Promise<{ file_key: string | null } | undefined> {
  const [row] = await db.delete(tools).where(eq(tools.id, id)).returning({ file_key: tools.file_url });
  return row;
}
