import { openDatabase } from "../bootstrap";
import { loadConfig } from "../config";
import { rescore } from "../modules/gamification/gamification.service";

// Rebuilds every member's points (and level) from the points ledger and reports who differed.
const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
const report = await rescore(database.db);
for (const d of report.differences)
  process.stdout.write(`  ${d.user_id}: stored ${d.stored}, ledger ${d.ledger}\n`);
process.stdout.write(
  `Rescore: ${report.members} members, ${report.differences.length} with points different from the ledger, ${report.fixed} fixed (points or level).\n`,
);
await database.close();
