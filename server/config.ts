// Configuration is read once, at start-up, and validated: a bad value stops the server with
// one line that names the variable, instead of failing later on some request.
import { publicCacheControl } from './cache-policy'
import path from 'node:path'
import type { z } from 'zod'
import type { ClientConfig } from '../contract/client-config'
import { EnvSchema, list } from './env-schema'
import { isLoopback } from './loopback'

export type Identity =
  | { mode: 'emulator'; projectId: string; emulatorHost: string; startEmulator: boolean }
  | { mode: 'firebase'; projectId: string }

/** Where the built-in image host keeps its files: one folder, or a bucket every instance shares. */
export type ImageStorageConfig =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3'
      bucket: string
      endpoint: string | undefined
      region: string
      forcePathStyle: boolean
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined
    }

/**
 * How mail goes out (server/mail): SMTP when SMTP_URL is set; with the Auth emulator and no
 * SMTP_URL, into the dev mailbox; otherwise nowhere, and subscribing answers 503.
 */
export interface MailConfig {
  transport: { kind: 'smtp'; url: string } | { kind: 'dev-mailbox' } | { kind: 'none' }
  /** MAIL_FROM as given; without it, the site's title at `no-reply@` PUBLIC_URL's host. */
  from: string
  /** Whether `from` is MAIL_FROM's: otherwise each mail names the site as it is called now. */
  fromGiven: boolean
  perSecond: number
  /** Confirmation mails to one domain an hour, at most (server/mail/confirmations.ts). */
  confirmationsPerDomain: number
}

export interface Config {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  publicUrl: string
  dataDir: string
  databaseUrl: string | undefined
  identity: Identity
  tokenSecret: string | undefined
  /** FEDERATION_KEY as given; unset, one is generated into DATA_DIR (federation/key-cipher.ts). */
  federationKey: string | undefined
  /** ActivityPub (ADR 0049): servers refused, lower case; private addresses allowed (tests). */
  federation: { blockedInstances: string[]; allowPrivateAddress: boolean }
  imageHostUrl: string | undefined
  imageStorage: ImageStorageConfig
  seed: boolean
  logLevel: NonNullable<z.infer<typeof EnvSchema>['LOG_LEVEL']>
  corsOrigins: string[]
  /** MODERATOR_EMAILS, lower case: people who are editors without a staff row (ADR 0074). */
  moderatorEmails: string[]
  /** OWNER_EMAIL, lower case: who owns the site once they sign in, with no setup screen. */
  ownerEmail: string | undefined
  /** The host names (lower case, no port) this server answers for; see plugins/allowed-hosts.ts. */
  allowedHosts: string[]
  trustProxy: boolean
  rateLimitFactor: number
  /** How long a client may take, and how many may be connected at once (build-app.ts). */
  connections: ConnectionLimits
  mail: MailConfig
  /** The sweep of uploads no post uses (plugins/upload-sweep.ts). */
  uploads: { graceMs: number; sweepIntervalMs: number }
  /** The bound of what plugins/public-answers.ts keeps, in bytes (0 keeps nothing). */
  publicAnswersMaxBytes: number
  /** The `Cache-Control` of what anyone may read (server/cache-policy.ts). */
  publicCacheControl: string
  /** A search on PostgreSQL is cancelled past this many milliseconds (a 503). */
  searchTimeBudgetMs: number
  /** Reading an import's files is stopped past this many milliseconds (an error line). */
  importReadBudgetMs: number
  /** Readers' statistics (plugins/stats.ts): counted or not, and written every `flushMs`. */
  stats: { enabled: boolean; flushMs: number }
  /** What the browser is told about this deployment (written into index.html). */
  client: ClientConfig
}

export interface ConnectionLimits {
  headersTimeoutMs: number
  requestTimeoutMs: number
  keepAliveTimeoutMs: number
  connectionTimeoutMs: number
  maxConnections: number
  /** Without TRUST_PROXY: what one remote address may hold of maxConnections. */
  maxConnectionsPerAddress: number
  /** Live notification streams one address may hold open here (the client's, behind a proxy). */
  maxStreamsPerAddress: number
}

export const EMULATOR_PROJECT_ID = 'demo-quill'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

function imageStorage(e: z.infer<typeof EnvSchema>, dataDir: string): ImageStorageConfig {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
      (name) => e[name] !== undefined,
    )
    if (stray) {
      throw new ConfigError(`Invalid configuration: S3_BUCKET: required when ${stray} is set`)
    }
    return { kind: 'folder', dir: path.join(dataDir, 'images') }
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
    throw new ConfigError(
      `Invalid configuration: ${missing}: set both S3 keys, or neither to use the AWS SDK's own credentials`,
    )
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in .env files mean "unset", as they do for most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = EnvSchema.safeParse(present)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue?.path.join('.') ?? 'environment'
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid'}`)
  }
  const e = parsed.data

  const identity: Identity = e.FIREBASE_PROJECT_ID
    ? e.FIREBASE_AUTH_EMULATOR_HOST
      ? {
          mode: 'emulator',
          projectId: e.FIREBASE_PROJECT_ID,
          emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
          startEmulator: false,
        }
      : { mode: 'firebase', projectId: e.FIREBASE_PROJECT_ID }
    : {
        mode: 'emulator',
        projectId: EMULATOR_PROJECT_ID,
        emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${e.AUTH_EMULATOR_PORT}`,
        startEmulator: !e.FIREBASE_AUTH_EMULATOR_HOST,
      }

  // The emulator's ID tokens carry no signature: anyone who can reach a server that trusts
  // them can be anyone. Such a server must only listen on this machine.
  if (identity.mode === 'emulator' && !isLoopback(e.HOST)) {
    throw new ConfigError(
      `Invalid configuration: HOST: ${e.HOST} is not a loopback address, and the Firebase Auth emulator's tokens are unsigned; set FIREBASE_PROJECT_ID to a real Firebase project to listen on other interfaces`,
    )
  }

  // node refuses a header time-out longer than the request's: say so by name.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid configuration: HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS})`,
    )
  }

  if (identity.mode === 'firebase' && !e.VITE_FIREBASE_API_KEY) {
    throw new ConfigError(
      'Invalid configuration: VITE_FIREBASE_API_KEY: required when FIREBASE_PROJECT_ID names a real Firebase project',
    )
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')

  const client: ClientConfig = {
    firebase: {
      apiKey: e.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: e.VITE_FIREBASE_AUTH_DOMAIN ?? `${identity.projectId}.firebaseapp.com`,
      projectId: identity.projectId,
      ...(e.VITE_FIREBASE_APP_ID ? { appId: e.VITE_FIREBASE_APP_ID } : {}),
    },
    authEmulatorUrl: identity.mode === 'emulator' ? `http://${identity.emulatorHost}` : null,
    imageHost: { url: e.IMAGE_HOST_URL ?? '/api/images', key: e.VITE_IMAGE_HOST_KEY ?? 'quill' },
    publicUrl,
  }

  const allowedHosts = [
    ...new Set(
      [
        'localhost',
        '127.0.0.1',
        '[::1]',
        new URL(publicUrl).hostname,
        ...list(e.ALLOWED_HOSTS),
      ].map((host) => host.toLowerCase()),
    ),
  ]

  const dataDir = path.resolve(e.DATA_DIR)
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    identity,
    tokenSecret: e.TOKEN_SECRET,
    federationKey: e.FEDERATION_KEY,
    federation: {
      blockedInstances: list(e.BLOCKED_INSTANCES).map((host) => host.toLowerCase()),
      allowPrivateAddress: e.FEDERATION_ALLOW_PRIVATE,
    },
    imageHostUrl: e.IMAGE_HOST_URL,
    imageStorage: imageStorage(e, dataDir),
    // Demo content is for a local try-out: never under test, never in production.
    seed: (e.SEED ?? true) && identity.mode === 'emulator' && e.NODE_ENV === 'development',
    // A newcomer's terminal shows what happens and where to go, not a JSON line per request;
    // production (and tests) keep the access log.
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'development' ? 'warn' : 'info'),
    corsOrigins: list(e.CORS_ORIGINS),
    moderatorEmails: list(e.MODERATOR_EMAILS).map((email) => email.toLowerCase()),
    ownerEmail: e.OWNER_EMAIL?.toLowerCase(),
    allowedHosts,
    trustProxy: e.TRUST_PROXY,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    connections: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      maxStreamsPerAddress: e.MAX_STREAMS_PER_ADDRESS,
    },
    mail: {
      transport: e.SMTP_URL
        ? { kind: 'smtp', url: e.SMTP_URL }
        : identity.mode === 'emulator'
          ? { kind: 'dev-mailbox' }
          : { kind: 'none' },
      from: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
      fromGiven: e.MAIL_FROM !== undefined,
      perSecond: e.MAIL_PER_SECOND,
      confirmationsPerDomain: e.MAIL_CONFIRMATIONS_PER_DOMAIN,
    },
    uploads: { graceMs: e.UPLOAD_GRACE_MS, sweepIntervalMs: e.UPLOAD_SWEEP_INTERVAL_MS },
    publicAnswersMaxBytes: e.PUBLIC_ANSWERS_MAX_BYTES,
    publicCacheControl: publicCacheControl(e.SHARED_CACHE_SECONDS),
    searchTimeBudgetMs: e.SEARCH_TIME_BUDGET_MS,
    importReadBudgetMs: e.IMPORT_READ_BUDGET_MS,
    stats: { enabled: e.STATS === 'on', flushMs: e.STATS_FLUSH_MS },
    client,
  }
}

/** A comma-separated setting as its items. */
