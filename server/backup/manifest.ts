import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** A backup's problem told to the person running the command: printed as it is, no stack trace. */
export class BackupError extends Error {}

export const MANIFEST_FILE = 'manifest.json';
export const IMAGE_LIST_FILE = 'images.sha256';
export const IMAGES_FOLDER = 'images';
export const AUTH_SECRET_FILE = 'auth-secret';

/** Tables and sequences of the public schema: plain names, safe as file names. */
const PLAIN_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const SHA256 = z.string().regex(/^[0-9a-f]{64}$/);
const COUNT = z.number().int().min(0);

export const tableFile = (table: string) => join('database', `${table}.ndjson.gz`);

const ManifestSchema = z.object({
  format: z.literal('hromada-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    /** The applied migrations (drizzle's created_at and hash), oldest first: the schema's level. */
    migrations: z.array(z.object({ createdAt: z.string().regex(/^\d+$/), hash: z.string() })),
    tables: z.array(
      z.object({ name: z.string().regex(PLAIN_NAME), rows: COUNT, bytes: COUNT, sha256: SHA256 }),
    ),
    /** Sequences' last values (null: never used). */
    sequences: z.array(
      z.object({
        name: z.string().regex(PLAIN_NAME),
        lastValue: z
          .string()
          .regex(/^-?\d+$/)
          .nullable(),
      }),
    ),
  }),
  images: z.object({ count: COUNT, bytes: COUNT, listSha256: SHA256 }),
  /** DATA_DIR/auth-secret when the site runs without BETTER_AUTH_SECRET (sessions and 2FA secrets depend on it). */
  authSecret: z.object({ sha256: SHA256 }).nullable(),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type TableEntry = Manifest['database']['tables'][number];

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${folder} is not a Hromada backup: it has no readable ${MANIFEST_FILE}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`The backup's ${MANIFEST_FILE} is damaged (not JSON): the backup cannot be used.`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'its contents';
    throw new BackupError(
      `The backup's ${MANIFEST_FILE} is damaged or of another kind (${where}): the backup cannot be used.`,
    );
  }
  return parsed.data;
}
