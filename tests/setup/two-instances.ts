// Two Quill instances federating on loopback (issue 29): each a real app listening on a
// loopback address of its own (127.0.0.2, 127.0.0.3) under a PUBLIC_URL of its own, so Fedify
// looks them up, fetches their actors and keys and delivers to their inboxes over real HTTP,
// signed. FEDERATION_ALLOW_PRIVATE lets it reach loopback, as it never does on a public server.
import net from 'node:net'
import { expect } from 'vitest'
import type { Dialect } from '../../server/db/schema'
import { type TestApp, createTestApp } from './server'

/** A port free on `host` now. */
export async function freePort(host: string): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export interface Instance extends TestApp {
  host: string
  origin: string
}

/** An instance listening on `host` (a loopback address), its PUBLIC_URL on that address. */
export async function startInstance(
  dialect: Dialect,
  host: string,
  overrides: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort(host)
  const origin = `http://${host}:${port}`
  const t = await createTestApp(dialect, {
    PUBLIC_URL: origin,
    FEDERATION_ALLOW_PRIVATE: 'true',
    FEDERATION_KEY: 'cd'.repeat(32),
    RATE_LIMIT_FACTOR: '1000',
    ...(process.env.DEBUG_FED ? { LOG_LEVEL: 'warn' } : {}),
    ...overrides,
  })
  await t.app.listen({ host, port })
  return { ...t, host, origin }
}

/** An image URL on the instance's own image host (the only host its posts may name). */
export const imageOn = (instance: Instance) => `${instance.origin}/images/${'a'.repeat(64)}.webp`

/** Waits until `check` passes (deliveries run on the job queue, a poll away). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

/** GET an ActivityStreams document from a listening instance, over HTTP. */
export async function fetchAs(url: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { headers: { accept: 'application/activity+json' } })
  expect(res.status, url).toBe(200)
  return (await res.json()) as Record<string, unknown>
}
