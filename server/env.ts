import { z } from 'zod';
import { DEFAULT_MAX_IMAGE_BYTES, DEFAULT_MAX_PAID_AD_IMAGES } from '../shared/constants';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  SITE_URL: optionalUrl,
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).default('true'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Hromada <no-reply@hromada.local>'),
  MAX_IMAGE_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_MAX_IMAGE_BYTES),
  MAX_PAID_AD_IMAGES: z.coerce.number().int().min(1).max(50).default(DEFAULT_MAX_PAID_AD_IMAGES),
  // Google sign-in is offered only when both are set.
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  LINK_OLD_SITE: z.url().default('https://old.hromada.example'),
  LINK_YOUTH_SITE: z.url().default('https://youth.hromada.example'),
  LINK_LITURGY_SITE: z.url().default('https://liturgy.hromada.example'),
  LINK_SOCIAL: z.url().default('https://www.facebook.com/hromada.example'),
});

export type Env = z.infer<typeof EnvSchema> & {
  trustProxy: boolean;
  seedDemo: boolean;
  baseUrl: string;
  googleSignIn: boolean;
};

const yes = (v: string) => v === 'true' || v === '1';

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    trustProxy: yes(env.TRUST_PROXY),
    seedDemo: yes(env.SEED_DEMO),
    baseUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  };
}
