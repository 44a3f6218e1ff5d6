// An inbox under hostile deliveries (ADR 0054), on the real server: unsigned Announces nesting
// Announces 1,000 deep (142 KB), and a body 20,000 hashtags wide, sent over and over by one client
// while another asks /api/health. Before the inbox bounded the shape and verified the signature
// first, one 1,000-deep body kept the event loop busy 218 s (Fedify walks the object, at a cost
// that grows with the square of the depth, before it checks the signature). Each must now be
// refused in milliseconds, and the other client served as usual.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { testDialects } from '../setup/server'
import { figure } from './figures'
import { type Server, kill9, serverEnv, startServer } from './real-server'

const ROUNDS = 40

/** `Announce { object: Announce { … } }`, `depth` deep, unsigned. */
function deepAnnounce(depth: number): string {
  let object: Record<string, unknown> = {
    id: 'https://attacker.example/notes/0',
    type: 'Note',
    content: 'x',
  }
  for (let i = 1; i <= depth; i++) {
    object = {
      id: `https://attacker.example/announces/${i}`,
      type: 'Announce',
      actor: 'https://attacker.example/users/mallory',
      object,
    }
  }
  return JSON.stringify({ '@context': 'https://www.w3.org/ns/activitystreams', ...object })
}

function wideCreate(values: number): string {
  return JSON.stringify({
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: 'https://attacker.example/creates/1',
    type: 'Create',
    actor: 'https://attacker.example/users/mallory',
    object: {
      id: 'https://attacker.example/notes/1',
      type: 'Note',
      tag: Array.from({ length: values }, (_, i) => ({ type: 'Hashtag', name: `#t${i}` })),
    },
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

describe.each(testDialects())('hostile inbox deliveries on %s', (dialect) => {
  let server: Server | undefined
  let drop = async () => {}
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-inbox-bounds-'))

  afterAll(async () => {
    if (server) await kill9(server)
    await drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('a 1,000-deep or 20,000-wide unsigned body is refused in milliseconds while another client is served', async () => {
    const setup = await serverEnv(dialect, dataDir)
    drop = setup.drop
    server = await startServer(setup.env)
    const inbox = `${server.url}/ap/inbox`
    const bodies = { deep: deepAnnounce(1_000), wide: wideCreate(20_000) }
    expect(bodies.deep.length).toBeGreaterThan(100_000)

    const health: number[] = []
    let sending = true
    const other = (async () => {
      while (sending) {
        const started = performance.now()
        const res = await fetch(`${server!.url}/api/health`)
        expect(res.status).toBe(200)
        health.push(performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()

    const answers: Record<string, number[]> = { deep: [], wide: [] }
    const statuses = new Set<number>()
    try {
      for (let round = 0; round < ROUNDS; round++) {
        for (const kind of ['deep', 'wide'] as const) {
          const started = performance.now()
          const res = await fetch(inbox, {
            method: 'POST',
            headers: { 'content-type': 'application/activity+json' },
            body: bodies[kind],
          })
          answers[kind]!.push(performance.now() - started)
          statuses.add(res.status)
          const { error } = (await res.json()) as { error: { code: string; message: string } }
          expect(error.message).toMatch(/^Not an activity we read/)
        }
      }
    } finally {
      sending = false
      await other
    }

    figure(`inbox bounds (${dialect})`, {
      deep_ms_median: Math.round(median(answers.deep!)),
      deep_ms_max: Math.round(Math.max(...answers.deep!)),
      wide_ms_max: Math.round(Math.max(...answers.wide!)),
      health_ms_max: Math.round(Math.max(...health)),
      health_requests: health.length,
    })
    expect([...statuses]).toEqual([400])
    expect(Math.max(...answers.deep!, ...answers.wide!)).toBeLessThan(500)
    expect(health.length).toBeGreaterThan(5)
    expect(Math.max(...health)).toBeLessThan(500)
  })
})
