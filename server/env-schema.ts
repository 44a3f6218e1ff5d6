// What the environment may say (README's configuration table, .env.example): each variable's
// type, bounds and default. server/config.ts turns the parsed values into the server's Config.
import { z } from 'zod'

/** A comma-separated setting's items, trimmed, without empty ones. */
export function list(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

/** A time-out: at least 100 ms, at most a day. */
const milliseconds = z.coerce.number().int().min(100).max(86_400_000)

/** Every variable the server reads, as text from the environment, with its default. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** The public origin of this server, used to build image URLs. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Set for a real Firebase project; unset means the embedded Auth emulator. */
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  /** An emulator someone else runs; when set, the server does not start its own. */
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[^:]+:\d+$/, 'must be host:port')
    .optional(),
  AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65_535).default(9099),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Seals the ActivityPub actors' private keys at rest (ADR 0048): 32 bytes, hex or base64. */
  FEDERATION_KEY: z
    .string()
    .regex(
      /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/,
      'must be 32 bytes: 64 hex digits or 43 base64 characters',
    )
    .optional(),
  /** Comma-separated host names whose ActivityPub servers are refused (issue 29, ADR 0049). */
  BLOCKED_INSTANCES: z
    .string()
    .default('')
    .refine(
      (text) => list(text).every((host) => /^([a-z0-9-]+\.)*[a-z0-9-]+$/i.test(host)),
      'must be host names without a scheme or a port, separated by commas',
    ),
  /**
   * Let ActivityPub fetch and deliver to private and loopback addresses: for tests that federate
   * two instances on 127.0.0.x, never on a public server (it would let others make us fetch there).
   */
  FEDERATION_ALLOW_PRIVATE: booleanText.default(false),
  /** An imgbb-compatible upload URL; unset means the built-in host at /api/images. */
  IMAGE_HOST_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Keep the built-in host's images in this S3-compatible bucket instead of DATA_DIR/images. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  /** An S3-compatible service (MinIO, R2, …); unset means AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset (both), the AWS SDK finds credentials itself (environment, instance role, …). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `bucket` in the path (most S3-compatible services) instead of in the host name. */
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  SEED: booleanText.optional(),
  /** The Firebase web app's public settings, sent to the browser (required with a real project). */
  VITE_FIREBASE_API_KEY: z.string().min(1).optional(),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  VITE_FIREBASE_APP_ID: z.string().min(1).optional(),
  /** The `?key=` the browser sends to the image host. */
  VITE_IMAGE_HOST_KEY: z.string().min(1).optional(),
  /** Unset: `warn` in development (no line per request), `info` elsewhere (the access log). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Comma-separated host names answered besides localhost, 127.0.0.1, [::1] and PUBLIC_URL's. */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .refine(
      (text) =>
        list(text).every((host) => /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(host)),
      'must be host names without a scheme or a port, separated by commas',
    ),
  /** Comma-separated emails made editors (ADR 0074); each must be verified to count. */
  MODERATOR_EMAILS: z.string().default(''),
  /** The site's owner, named ahead for an unattended install: they own it at first sign-in. */
  OWNER_EMAIL: z.email().optional(),
  /** Comma-separated origins allowed by CORS; empty means same-origin only. */
  CORS_ORIGINS: z.string().default(''),
  /** Scales every rate limit (1 = as designed). */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
  /** Behind a load balancer, trust X-Forwarded-* (needed for per-IP rate limits). */
  TRUST_PROXY: booleanText.default(false),
  /** The request line and headers must arrive within this (a slow-headers client is cut). */
  HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
  /** The whole request, headers and body, must arrive within this (a 10 MB upload at ~1.4 Mbit/s). */
  REQUEST_TIMEOUT_MS: milliseconds.default(60_000),
  /** An idle keep-alive connection is closed after this; longer than a balancer's usual 60 s. */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(72_000),
  /** A connection with no traffic either way for this long is cut (a reader that stops reading). */
  CONNECTION_TIMEOUT_MS: milliseconds.default(120_000),
  /** Connections open at once; past it, new ones are closed as they arrive. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  /** Connections one address may hold of them (not behind a proxy, where all come from it). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /**
   * Live notification streams one address may hold open (each a connection held for as long as
   * a tab is open; an account holds at most 5). Behind TRUST_PROXY, the client's address.
   */
  MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /**
   * A search on PostgreSQL is cancelled past this (a 503); its plans are bounded, so only a
   * plan gone wrong or a machine far behind reaches it. Not on SQLite, which cannot be interrupted.
   */
  SEARCH_TIME_BUDGET_MS: z.coerce.number().int().min(1).max(60_000).default(500),
  /**
   * Reading an import's files (a worker thread: server/transfer/read-off-thread.ts) is stopped
   * past this; the file being read is an error line (docs/decisions/0051).
   */
  IMPORT_READ_BUDGET_MS: z.coerce.number().int().min(1).max(600_000).default(30_000),
  /** Where mail goes out: an SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every mail Quill sends (`Quill <posts@example.com>`). */
  MAIL_FROM: z.string().min(3).optional(),
  /** Mails sent per second by each instance (the SMTP service's allowance, shared out). */
  MAIL_PER_SECOND: z.coerce.number().positive().max(10_000).default(10),
  /** Confirmation mails to one domain an hour, at most; past it they wait for the next hour. */
  MAIL_CONFIRMATIONS_PER_DOMAIN: z.coerce.number().int().min(1).max(100_000).default(60),
  /** An uploaded image no post uses is removed this long after its last upload (a day). */
  UPLOAD_GRACE_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(30 * 86_400_000)
    .default(86_400_000),
  /** How often each instance sweeps unused uploads (an hour). */
  UPLOAD_SWEEP_INTERVAL_MS: milliseconds.default(3_600_000),
  /** The most public answers and drawn pages kept in memory, keys included (16 MiB). */
  PUBLIC_ANSWERS_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(4 * 1024 ** 3)
    .default(16 * 1024 * 1024),
  /**
   * How long a shared cache (a CDN, a reverse proxy) may serve an anonymous read before asking
   * again (`s-maxage`), and as long again stale while it asks (`stale-while-revalidate`): a
   * write is seen through it within twice this. 0: no shared cache may keep anything.
   */
  SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  /**
   * Readers' statistics (issue 28, ADR 0046): `off` counts nothing (the view beacon is still
   * answered, and dropped). For the bench's counting-on-versus-off rows, or a site that wants none.
   */
  STATS: z.enum(['on', 'off']).default('on'),
  /** How often each instance writes the views it counted in memory (a crash loses at most this). */
  STATS_FLUSH_MS: milliseconds.default(2_000),
})
