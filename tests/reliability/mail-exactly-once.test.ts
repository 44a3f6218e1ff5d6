// Posts by email at scale (issue 24, ADR 0037): one post to 10,000 confirmed subscribers, sent
// over SMTP by two instances' mail workers (processes of their own), one killed with `kill -9`
// in the middle and started again. Counted at a real SMTP server on loopback: every address gets
// the post, and a second copy can only be a send the killed instance had in hand (SMTP accepted
// it, the process died before writing 'sent'): at most its 8 send workers, each resent with the
// same Message-ID. On SQLite (two processes on one file) and on PostgreSQL (pg-boss).
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { openDatabase } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import type { Dialect } from '../../server/db/schema'
import { startSmtp } from '../setup/smtp'
import { figure } from './figures'
import { serverEnv } from './real-server'
import { startWorker as startProcess, stopped } from './worker-process'

const SUBSCRIBERS = 10_000
/** The killed instance's send workers (mail-worker.ts): what it can have had in hand. */
const IN_HAND = 8
const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
const startWorker = (env: NodeJS.ProcessEnv, instance: string) =>
  startProcess('tests/reliability/mail-worker.ts', env, instance)

describe.each(dialects)('posts by email on %s', (dialect) => {
  test(`${SUBSCRIBERS.toLocaleString('en')} subscribers, the sending instance killed with kill -9 mid-way: each gets the post`, async () => {
    const smtp = await startSmtp({ parse: false })
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-mail-'))
    const sqliteFile = path.join(dataDir, 'quill.sqlite')
    const { env, drop } = await serverEnv(dialect, dataDir, {
      QUEUE_SQLITE_FILE: sqliteFile,
      SMTP_URL: smtp.url,
    })
    const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile })
    const { db } = database
    const workers: ChildProcess[] = []
    try {
      await migrateToLatest(db)
      const at = new Date().toISOString()
      await db
        .insertInto('posts')
        .values({
          id: 'post-to-all',
          title: 'News for everyone',
          body: 'Hello **all**.',
          body_html: '<p>Hello <strong>all</strong>.</p>\n',
          body_text: 'Hello all.',
          reading_minutes: 1,
          author_email: 'ada@quill.test',
          author_name: 'Ada',
          author_id: 'ada',
          image: '',
          created_at: at,
          edited_at: null,
        })
        .execute()
      const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader-${i}@example.org`)
      for (let i = 0; i < SUBSCRIBERS; i += 500) {
        await db
          .insertInto('subscriptions')
          .values(
            addresses.slice(i, i + 500).map((email, j) => ({
              id: `s${i + j}`,
              email,
              // Half to the author, half to the whole site, a tenth to both.
              author_id: (i + j) % 2 === 0 ? 'ada' : '',
              state: 'confirmed' as const,
              requested_at: at,
              confirmed_at: at,
              updated_at: at,
            })),
          )
          .execute()
      }
      await db
        .insertInto('subscriptions')
        .values(
          addresses
            .filter((_, i) => i % 10 === 0)
            .map((email, i) => ({
              id: `both${i}`,
              email,
              author_id: '',
              state: 'confirmed' as const,
              requested_at: at,
              confirmed_at: at,
              updated_at: at,
            })),
        )
        .execute()

      const started = Date.now()
      const a = await startWorker({ ...env, ENQUEUE_POST: 'post-to-all' }, 'a')
      workers.push(a, await startWorker(env, 'b'))
      while (smtp.messages.length < SUBSCRIBERS * 0.3) await new Promise((r) => setTimeout(r, 10))
      await stopped(a, 'SIGKILL')
      const atKill = smtp.messages.length
      workers.push(await startWorker(env, 'a-again'))
      const distinct = () => new Set(smtp.messages.map((m) => m.to)).size
      const deadline = Date.now() + 150_000
      while (distinct() < SUBSCRIBERS && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100))
      }
      const seconds = (Date.now() - started) / 1000
      // Any resend after the last first copy would come within a lease: give it one.
      await new Promise((r) => setTimeout(r, 3500))

      expect(distinct()).toBe(SUBSCRIBERS)
      const copies = new Map<string, number>()
      for (const m of smtp.messages) copies.set(m.to, (copies.get(m.to) ?? 0) + 1)
      const twice = [...copies.values()].filter((count) => count > 1)
      expect(Math.max(...copies.values())).toBeLessThanOrEqual(2)
      expect(twice.length).toBeLessThanOrEqual(IN_HAND)
      // A second copy carries the first one's Message-ID: a mail client shows it once.
      const ids = new Map<string, Set<string>>()
      for (const m of smtp.messages) ids.set(m.to, (ids.get(m.to) ?? new Set()).add(m.messageId))
      expect([...ids.values()].every((set) => set.size === 1)).toBe(true)
      const states = await sql<{ state: string; n: number | string }>`
        select state, count(*) as n from mail_deliveries group by state`.execute(db)
      expect(states.rows.map((r) => [r.state, Number(r.n)])).toEqual([['sent', SUBSCRIBERS]])
      figure(`posts by email (${dialect})`, {
        subscribers: SUBSCRIBERS,
        delivered: distinct(),
        atKill,
        secondCopies: twice.length,
        seconds: Math.round(seconds * 10) / 10,
        perSecond: Math.round(SUBSCRIBERS / seconds),
      })
    } finally {
      await Promise.all(workers.map((worker) => stopped(worker, 'SIGKILL')))
      await database.close()
      await drop()
      await smtp.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
