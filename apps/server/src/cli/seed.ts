import { openDatabase } from "../bootstrap";
import { loadConfig } from "../config";
import { isDatabaseEmpty, seedDemo } from "../seed/seed";

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
if (!(await isDatabaseEmpty(database.db))) {
  process.stdout.write("The database already has members; the demo community was not added.\n");
} else {
  const demo = await seedDemo(database.db);
  process.stdout.write(
    `Demo community created.\n  Admin:  ${demo.adminEmail}\n  Membro: ${demo.memberEmail}\n  Senha:  ${demo.password}\n`,
  );
}
await database.close();
