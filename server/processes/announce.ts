import { writeFileSync } from 'node:fs';
import { printDemoLogins } from '../db/seed/first-start';
import type { Env } from '../env';

const PAYMENTS_NOTE = {
  test: 'Payments: the built-in TEST checkout (no card is charged). Set STRIPE_* keys to take card payments.',
  off: 'Payments: off, nothing is sold (production without STRIPE_* keys). Set them, or PAYMENTS=test.',
};

/** Tells the person who started Hromada that it serves, once, however many processes serve. */
export function announceRunning(env: Env, where: string, port: number): void {
  const url = env.SITE_URL ?? `http://localhost:${port}`;
  const processes = env.WEB_CONCURRENCY > 1 ? `, ${env.WEB_CONCURRENCY} server processes` : '';
  console.log(`Hromada is running at ${url} (database: ${where}${processes})`);
  if (env.paymentProvider !== 'stripe') console.log(PAYMENTS_NOTE[env.paymentProvider]);
  printDemoLogins(env.DATA_DIR);
  // Tests and scripts wait for this file, which holds the port.
  if (process.env.HROMADA_READY_FILE) writeFileSync(process.env.HROMADA_READY_FILE, String(port));
}
