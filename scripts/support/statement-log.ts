// Counts the SQL statements one PostgreSQL database runs, from the server's own statement log
// (issue 32: "PostgreSQL statement log"). `log_statement = 'all'` is set on the bench's scratch
// database only (before any server connects, so every connection has it), with parameters left
// out of the log; each statement then writes one "statement:" or "execute" line naming the
// database. Statements of the job queue (pg-boss polls its tables several times a second) are
// left out: they name its schema, and they are the same whether or not anyone saves. The log is the file BENCH_PG_LOG names, or the newest in /var/log/postgresql; a log
// that cannot be read means statements are not counted, and the bench says so.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export interface StatementLog {
  /** Statements this database has logged so far. */
  count(): number;
}

export async function logStatements(serverUrl: string, database: string): Promise<StatementLog | null> {
  const file = logFile();
  if (!file) return null;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${database} SET log_statement = 'all'`);
    await admin.query(`ALTER DATABASE ${database} SET log_parameter_max_length = 0`);
  } finally {
    await admin.end();
  }
  const start = fs.statSync(file).size;
  // A record is a line with the log's timestamp prefix and the lines after it that have none.
  const statement = new RegExp(`@${database} LOG:  (?:statement|execute [^:]*):`);
  const recordStart = /^\d{4}-\d\d-\d\d \d/;
  return {
    count() {
      const size = fs.statSync(file).size;
      if (size < start) return Number.NaN;
      const handle = fs.openSync(file, "r");
      try {
        const buffer = Buffer.alloc(size - start);
        fs.readSync(handle, buffer, 0, buffer.length, start);
        return countStatements(buffer.toString("utf8"), statement, recordStart);
      } finally {
        fs.closeSync(handle);
      }
    },
  };
}

function countStatements(log: string, statement: RegExp, recordStart: RegExp): number {
  let count = 0;
  let current: string[] | null = null;
  const finish = () => {
    if (current && !current.join("\n").includes("pgboss.")) count += 1;
    current = null;
  };
  for (const line of log.split("\n")) {
    if (recordStart.test(line)) {
      finish();
      if (statement.test(line)) current = [line];
    } else if (current) {
      current.push(line);
    }
  }
  finish();
  return count;
}

function logFile(): string | null {
  const named = process.env.BENCH_PG_LOG;
  const candidates = named
    ? [named]
    : safeList("/var/log/postgresql")
        .filter((name) => name.endsWith(".log"))
        .map((name) => path.join("/var/log/postgresql", name));
  const readable = candidates.filter((file) => {
    try {
      fs.accessSync(file, fs.constants.R_OK);
      return true;
    } catch {
      return false;
    }
  });
  return readable.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0] ?? null;
}

function safeList(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}
