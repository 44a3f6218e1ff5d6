// Starts Quill: reads the configuration, starts the embedded Auth emulator when no real
// Firebase project is set, opens the database, listens, and shuts all of it down in order.
// The emulator and the demo content are development tooling (server/dev/), loaded only when
// the configuration asks for them.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './build-app'
import { ConfigError, type Config, loadConfig } from './config'
import { openDatabase } from './db/database'
import type { RunningEmulator } from './dev/emulator'

function readConfig(): Config {
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

async function main(): Promise<void> {
  const config = readConfig()
  fs.mkdirSync(config.dataDir, { recursive: true })

  let emulator: RunningEmulator | undefined
  if (config.identity.mode === 'emulator' && config.identity.startEmulator) {
    const [host = '127.0.0.1', port = '9099'] = config.identity.emulatorHost.split(':')
    console.log(`Starting the sign-in emulator (Firebase Auth) on ${host}:${port}: 15–20 s …`)
    const { startAuthEmulator } = await import('./dev/emulator')
    emulator = await startAuthEmulator({
      projectId: config.identity.projectId,
      host,
      port: Number(port),
      dataDir: config.dataDir,
    })
  }

  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'quill.sqlite'),
  })
  const app = await buildApp({ config, database }).catch(async (error: unknown) => {
    await emulator?.stop()
    throw error
  })

  // `on`, not `once`: npm forwards the signal the terminal or a supervisor already sent to the
  // whole process group, and a second one must not kill the process mid-shutdown.
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    // Stop accepting, let requests in flight finish, close the database (an onClose hook).
    // A connection that never sent a request keeps close() waiting; after a grace period the
    // remaining sockets are cut.
    const cutOff = setTimeout(() => app.server.closeAllConnections(), 5_000)
    await app.close().catch((error: unknown) => app.log.error({ err: error }, 'close failed'))
    clearTimeout(cutOff)
    await emulator?.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  if (config.seed) await seedOnce(app)

  try {
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    app.log.error({ err: error }, 'could not listen')
    await app.close().catch(() => {})
    await emulator?.stop()
    process.exit(1)
  }
  const shown = config.host === '127.0.0.1' ? 'localhost' : config.host
  const { readyBlock } = await import('./dev/ready-block')
  const demo = config.seed ? await import('./dev/demo/content') : undefined
  console.log(
    readyBlock({
      url: `http://${shown}:${config.port}`,
      demo: demo && {
        emails: demo.DEMO_USERS.map((user) => user.email),
        password: demo.DEMO_PASSWORD,
      },
      mail: config.mail.transport.kind,
      emulator:
        emulator && config.identity.mode === 'emulator' ? config.identity.emulatorHost : undefined,
      development: config.env === 'development',
    }),
  )
}

/** Demo content on a new embedded database; a failure costs the demo, not the server. */
async function seedOnce(app: FastifyInstance): Promise<void> {
  try {
    await app.ready()
    const { seedDemoContent } = await import('./dev/seed')
    const result = await seedDemoContent(app)
    if (result.seeded) console.log('Added the demo content: posts and comments by three people.')
  } catch (error) {
    app.log.warn({ err: error }, 'could not add the demo content')
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
