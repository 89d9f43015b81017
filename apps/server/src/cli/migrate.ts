import { openDatabase } from "../bootstrap";
import { loadConfig } from "../config";

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
await database.close();
process.stdout.write(`Migrations applied (${database.kind}).\n`);
