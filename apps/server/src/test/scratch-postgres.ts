import pg from "pg";

/** A brand-new database on the PostgreSQL server at `serverUrl`, and how to drop it. */
export async function scratchPostgres(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
