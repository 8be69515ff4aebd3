import { z } from 'zod';
import { DEFAULT_MAX_IMAGE_BYTES, DEFAULT_MAX_PAID_AD_IMAGES } from '../shared/constants';
import { AD_CURRENCIES, DEFAULT_SITE_CURRENCY } from '../shared/money';
import { PAYMENTS_MODES, type PaymentsMode } from '../shared/payments-mode';
import { isTimeZone } from '../shared/time-zone';
import { choosePaymentsMode } from './payments/payments-mode';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
const optionalHttpUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url({ protocol: /^https?$/ }).optional())
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Server processes the primary forks (node:cluster); they share the port, and one that dies is replaced.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  SITE_URL: optionalUrl,
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).default('true'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Hromada <no-reply@hromada.local>'),
  // Images go to an S3-compatible bucket when S3_BUCKET is set (checked further in s3ConfigProblems).
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/, 'not a bucket name (letters, digits, . _ -)')
      .optional(),
  ),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalHttpUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false'),
  S3_PUBLIC_URL: optionalHttpUrl,
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
  // The community's time zone: "today" in search filters, event times in calendar feeds.
  SITE_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'not an IANA time zone (e.g. America/New_York)')
    .default('America/New_York'),
  // The currency ads are priced in unless their author picks another (shared/money.ts AD_CURRENCIES).
  SITE_CURRENCY: z.string().trim().toUpperCase().pipe(z.enum(AD_CURRENCIES)).default(DEFAULT_SITE_CURRENCY),
  // Map tiles (Leaflet URL template) and their attribution line.
  MAP_TILE_URL: z.string().trim().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  // A Nominatim-compatible geocoder; "off" turns geocoding off (addresses stay unplaced).
  GEOCODER_URL: z
    .string()
    .trim()
    .default('https://nominatim.openstreetmap.org')
    .pipe(z.union([z.literal('off'), z.url({ protocol: /^https?$/ })])),
  // Nominatim's usage policy: at most one request per second, and a contact address.
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  GEOCODER_EMAIL: optionalText,
  // How long a search answer is reused for the same question (0 turns the cache off).
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How long a public page rendered for visitors is kept (forgotten at once when its content changes); 0: off. */
  SSR_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Card payments through Stripe Checkout when both are set (server/payments/payments-mode.ts).
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // Where the Stripe API is reached (tests point it at a local stand-in).
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  // stripe | test | off; unset: Stripe with its keys, else the test checkout unless NODE_ENV=production.
  PAYMENTS: optionalText.pipe(z.enum(PAYMENTS_MODES).optional()),
  NODE_ENV: optionalText,
  // Live settings streams (SSE) held open at once: per client address, and per server process.
  SETTINGS_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(4),
  SETTINGS_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(500),
});

export type Env = z.infer<typeof EnvSchema> & {
  trustProxy: boolean;
  seedDemo: boolean;
  baseUrl: string;
  googleSignIn: boolean;
  s3ForcePathStyle: boolean;
  /** Who takes payments: 'stripe', the built-in 'test' checkout, or 'off' (choosePaymentsMode). */
  paymentProvider: PaymentsMode;
};

const yes = (v: string) => v === 'true' || v === '1';

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const s3Problems = s3ConfigProblems(env, source);
  if (s3Problems.length > 0) throw new Error(`Invalid configuration:\n${s3Problems.join('\n')}`);
  return {
    ...env,
    trustProxy: yes(env.TRUST_PROXY),
    seedDemo: yes(env.SEED_DEMO),
    baseUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    s3ForcePathStyle: yes(env.S3_FORCE_PATH_STYLE),
    paymentProvider: choosePaymentsMode(env),
  };
}

const S3_SETTINGS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

/**
 * A half-made bucket configuration is refused at start rather than failing at the first upload. No
 * keys at all is allowed: the AWS SDK then finds credentials itself (AWS_* variables, profile, role).
 */
function s3ConfigProblems(env: z.infer<typeof EnvSchema>, source: NodeJS.ProcessEnv): string[] {
  if (!env.S3_BUCKET) {
    return S3_SETTINGS.filter((name) => source[name]?.trim()).map(
      (name) => `  ${name}: set, but S3_BUCKET is not (set S3_BUCKET to store images in a bucket)`,
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    return [
      '  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK default credentials',
    ];
  }
  return [];
}
