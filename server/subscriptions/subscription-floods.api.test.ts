// Confirmation mails cannot be turned on someone (docs/security.md, "Confirmation mails"): one
// an hour goes to a mailbox however its address is tagged (`victim+1@…`, `+2` … are one
// mailbox), and at most MAIL_CONFIRMATIONS_PER_DOMAIN an hour to one domain; the rest wait for
// their turn. On SQLite and, with TEST_DATABASE_URL, PostgreSQL, against a real SMTP server.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jobsSchema } from '../jobs/pg-queue'
import { CONFIRM_QUEUE } from '../mail/mail-jobs'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestSmtp, startSmtp } from '../../tests/setup/smtp'

const PER_DOMAIN = 5
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let n = 0
const domain = () => `flood-${Date.now()}-${n++}.example`

describe.each(testDialects())('confirmation mails under a flood on %s', (dialect) => {
  let smtp: TestSmtp
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtp()
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://quill.example',
      MAIL_PER_SECOND: '200',
      MAIL_CONFIRMATIONS_PER_DOMAIN: String(PER_DOMAIN),
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  // Each from an address of its own, so the per-caller limit is not what stops them.
  const subscribe = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email },
      remoteAddress: `127.0.2.${n++ % 250}`,
    })
  const mailsTo = (at: string) => smtp.messages.filter((m) => m.to.endsWith(`@${at}`))
  /** Confirmations waiting for a later run: the `jobs` table, or pg-boss's beside the app. */
  const waiting = async () => {
    const table =
      dialect === 'postgres' ? sql.table(`${jobsSchema(t.pgSchema)}.job`) : sql.table('jobs')
    const state = dialect === 'postgres' ? 'created' : 'waiting'
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from ${table} where name = ${CONFIRM_QUEUE} and state = ${state}
    `.execute(t.app.database.db)
    return Number(rows[0]?.n ?? 0)
  }

  test('twenty tags of one mailbox get one confirmation, not twenty', async () => {
    const at = domain()
    for (let i = 1; i <= 20; i++) {
      expect((await subscribe(`victim+${i}@${at}`)).statusCode).toBe(202)
    }
    await smtp.waitFor(`victim+1@${at}`)
    await settle(1500)
    expect(mailsTo(at).map((m) => m.to)).toEqual([`victim+1@${at}`])
    // The untagged address is the same mailbox: its hour is taken too.
    expect((await subscribe(`Victim@${at}`)).statusCode).toBe(202)
    await settle(1000)
    expect(mailsTo(at)).toHaveLength(1)
  })

  test('one domain gets at most its hourly share; the rest wait, another domain does not', async () => {
    const at = domain()
    const other = domain()
    for (let i = 0; i < PER_DOMAIN + 3; i++) {
      expect((await subscribe(`reader-${i}@${at}`)).statusCode).toBe(202)
    }
    expect((await subscribe(`someone@${other}`)).statusCode).toBe(202)
    await smtp.waitFor(`someone@${other}`)
    const deadline = Date.now() + 10_000
    while (mailsTo(at).length < PER_DOMAIN && Date.now() < deadline) await settle(100)
    await settle(1500)
    expect(mailsTo(at)).toHaveLength(PER_DOMAIN)
    // Not dropped: each of the other three waits for the domain's next hour.
    expect(await waiting()).toBeGreaterThanOrEqual(3)
  })
})
