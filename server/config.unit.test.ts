import path from 'node:path'
import { expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config'

test('with nothing set, Quill runs on the embedded defaults', () => {
  const config = loadConfig({})
  expect(config).toMatchObject({
    host: '127.0.0.1',
    port: 3000,
    publicUrl: 'http://localhost:3000',
    dataDir: path.resolve('data'),
    databaseUrl: undefined,
    identity: {
      mode: 'emulator',
      projectId: 'demo-quill',
      emulatorHost: '127.0.0.1:9099',
      startEmulator: true,
    },
    seed: true,
  })
  expect(config.client.authEmulatorUrl).toBe('http://127.0.0.1:9099')
  expect(config.client.imageHost.url).toBe('/api/images')
})

test('development logs warnings only unless asked; production keeps its access log', () => {
  expect(loadConfig({}).logLevel).toBe('warn')
  expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug')
  expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('info')
  expect(
    loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://blog.example',
      TOKEN_SECRET: 'x'.repeat(40),
      FIREBASE_PROJECT_ID: 'blog',
      VITE_FIREBASE_API_KEY: 'key',
    }).logLevel,
  ).toBe('info')
})

test('a bad value stops start-up with one line naming the variable', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: /)
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
    'Invalid configuration: DATABASE_URL: must be a postgres:// URL',
  )
  expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/)
})

test('the emulator mode refuses a non-loopback HOST, since its tokens are unsigned', () => {
  expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
    /HOST: 0\.0\.0\.0 is not a loopback address/,
  )
  expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost')
  expect(loadConfig({ HOST: '::1' }).host).toBe('::1')
})

test('a real Firebase project listens anywhere, starts no emulator and never seeds', () => {
  const config = loadConfig({
    HOST: '0.0.0.0',
    FIREBASE_PROJECT_ID: 'quill-prod',
    VITE_FIREBASE_API_KEY: 'key',
    SEED: 'true',
  })
  expect(config.identity).toEqual({ mode: 'firebase', projectId: 'quill-prod' })
  expect(config.seed).toBe(false)
  expect(config.client.authEmulatorUrl).toBeNull()
  expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'quill-prod' })).toThrow(/VITE_FIREBASE_API_KEY/)
})

test('an emulator run elsewhere is used, not started; empty values count as unset', () => {
  const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199', DATABASE_URL: '' })
  expect(config.identity).toMatchObject({ mode: 'emulator', startEmulator: false })
  expect(config.databaseUrl).toBeUndefined()
  expect(loadConfig({ SEED: 'false' }).seed).toBe(false)
})

test('slow clients have production time-outs and a connection cap by default, each configurable', () => {
  expect(loadConfig({}).connections).toEqual({
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 60_000,
    keepAliveTimeoutMs: 72_000,
    connectionTimeoutMs: 120_000,
    maxConnections: 1_000,
    maxConnectionsPerAddress: 100,
    maxStreamsPerAddress: 20,
  })
  expect(
    loadConfig({
      HEADERS_TIMEOUT_MS: '300',
      REQUEST_TIMEOUT_MS: '500',
      MAX_CONNECTIONS: '20',
      MAX_CONNECTIONS_PER_ADDRESS: '5',
      MAX_STREAMS_PER_ADDRESS: '3',
    }).connections,
  ).toMatchObject({
    headersTimeoutMs: 300,
    requestTimeoutMs: 500,
    maxConnections: 20,
    maxConnectionsPerAddress: 5,
    maxStreamsPerAddress: 3,
  })
  expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(
    /^Invalid configuration: REQUEST_TIMEOUT_MS: /,
  )
  expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
    'Invalid configuration: HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (10000)',
  )
})

test('the allowed host names are the loopback ones, PUBLIC_URL’s and ALLOWED_HOSTS', () => {
  expect(loadConfig({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]'])
  expect(
    loadConfig({ PUBLIC_URL: 'https://Blog.Example/', ALLOWED_HOSTS: 'www.blog.example, [::2]' })
      .allowedHosts,
  ).toEqual(['localhost', '127.0.0.1', '[::1]', 'blog.example', 'www.blog.example', '[::2]'])
  expect(() => loadConfig({ ALLOWED_HOSTS: 'https://blog.example' })).toThrow(
    'Invalid configuration: ALLOWED_HOSTS: must be host names without a scheme or a port, separated by commas',
  )
  expect(() => loadConfig({ ALLOWED_HOSTS: 'blog.example:8080' })).toThrow(/ALLOWED_HOSTS/)
})

test('images stay in DATA_DIR/images unless S3_BUCKET names a bucket', () => {
  expect(loadConfig({ DATA_DIR: '/srv/quill' }).imageStorage).toEqual({
    kind: 'folder',
    dir: path.resolve('/srv/quill/images'),
  })
  expect(
    loadConfig({
      S3_BUCKET: 'quill-images',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).imageStorage,
  ).toEqual({
    kind: 's3',
    bucket: 'quill-images',
    endpoint: 'http://127.0.0.1:9000',
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
  })
  // No keys: the AWS SDK's own chain (environment, instance role) finds them.
  expect(loadConfig({ S3_BUCKET: 'quill', S3_REGION: 'eu-west-3' }).imageStorage).toMatchObject({
    kind: 's3',
    region: 'eu-west-3',
    endpoint: undefined,
    forcePathStyle: false,
    credentials: undefined,
  })
})

test('a half-made S3 configuration stops start-up, naming what is missing', () => {
  expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
    'Invalid configuration: S3_BUCKET: required when S3_ENDPOINT is set',
  )
  expect(() => loadConfig({ S3_BUCKET: 'quill', S3_ACCESS_KEY_ID: 'key' })).toThrow(
    /^Invalid configuration: S3_SECRET_ACCESS_KEY: set both S3 keys/,
  )
  expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(
    /^Invalid configuration: S3_BUCKET: /,
  )
  expect(() => loadConfig({ S3_BUCKET: 'quill', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/)
})
