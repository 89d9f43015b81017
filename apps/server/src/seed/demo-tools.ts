import type { Db } from "../platform/db";
import type { DemoPeople } from "./demo-people";

/** Demo content of this area (filled in with the feature). */
export async function seedToolsAndPages(_db: Db, _people: DemoPeople): Promise<void> {}
