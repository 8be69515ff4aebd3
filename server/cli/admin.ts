import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import { openToolDatabase } from '../db/client';
import { user } from '../db/schema/auth';
import { profiles } from '../db/schema/profiles';
import { generatePassword, upsertCredentialUser } from '../db/seed/demo-users';
import { readEnv } from '../env';
import { ensureProfile } from '../services/profiles/ensure-profile';

const USAGE = `Usage: npm run admin -- <email>

Makes the account with this email an admin, or creates an admin account with a generated password
(printed once). Uses DATABASE_URL, or the embedded database in DATA_DIR (the running Hromada's, or
started for the purpose).`;

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const email = z.email().safeParse(argv[0]?.trim().toLowerCase());
  if (argv.length !== 1 || !email.success) {
    console.error(`${argv[0] ? `Not an email address: ${argv[0]}\n\n` : ''}${USAGE}`);
    return 2;
  }
  const env = readEnv();
  const database = await openToolDatabase(env);
  try {
    await database.migrate();
    const { db } = database;
    const [existing] = await db.select().from(user).where(eq(user.email, email.data));
    if (existing) {
      await ensureProfile(db, existing);
      await db
        .update(profiles)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(eq(profiles.id, existing.id));
      console.log(`${email.data} is now an admin.`);
      return 0;
    }
    const password = generatePassword();
    const name = email.data.split('@')[0] ?? email.data;
    await upsertCredentialUser(db, {
      email: email.data,
      name,
      role: 'admin',
      passwordHash: await hashPassword(password),
      createdAt: new Date(),
    });
    console.log(
      `Created the admin ${email.data} with the password: ${password}\n(change it after signing in)`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
