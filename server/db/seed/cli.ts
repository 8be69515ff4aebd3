import { sql } from 'drizzle-orm';
import { readEnv } from '../../env';
import { createStorage } from '../../storage/create-storage';
import { openToolDatabase } from '../client';
import { DataDirLockedError } from '../embedded/data-dir-lock';
import { parseSeedArgs, type SeedArgs, USAGE, UsageError } from './cli-args';
import { seedDemoData } from './demo-data';
import { ensureDemoImages } from './demo-images';
import { seedReferenceData } from './reference-data';
import { generateSyntheticAds } from './synthetic-ads';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function run(args: SeedArgs): Promise<void> {
  const started = performance.now();
  const env = readEnv();
  const database = await openToolDatabase(env);
  try {
    const { db } = database;
    console.log(`Database: ${database.where}`);
    await database.migrate();
    await seedReferenceData(db);
    // The configured storage (an S3 bucket when set), like the server's first start.
    const storage = createStorage(env);

    let step = performance.now();
    const demo = await seedDemoData(db, storage, { force: args.demo });
    if (demo) {
      console.log(`Demo data: ${demo.ads} ads in ${seconds(step)}. Logins (shown once):`);
      console.log(`  admin: ${demo.admin.email}  password: ${demo.admin.password}`);
      console.log(`  user:  ${demo.user.email}  password: ${demo.user.password}`);
    } else {
      console.log('Demo data: skipped, the database already has ads (--demo adds the set anyway).');
    }

    if (args.ads > 0) {
      step = performance.now();
      const images = await ensureDemoImages(storage);
      await generateSyntheticAds(db, {
        count: args.ads,
        chunkSize: 100_000,
        images,
        onProgress: (done, total) =>
          console.log(
            `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} ads (${seconds(step)})`,
          ),
      });
      console.log(`Synthetic ads: ${args.ads.toLocaleString('en')} in ${seconds(step)}.`);
    }

    step = performance.now();
    await db.execute(sql`analyze advertisements`);
    await db.execute(sql`analyze ad_images`);
    console.log(`ANALYZE: ${seconds(step)}. Total: ${seconds(started)}.`);
  } finally {
    await database.close();
  }
}

function main(): void {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  run(args).catch((error) => {
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  });
}

main();
