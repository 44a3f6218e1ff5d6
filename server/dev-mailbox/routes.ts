// Emulator mode only (it registers nothing otherwise): the links the Auth emulator "emailed",
// so someone running Quill locally can verify an address or reset a password with a click.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { EmulatorOobCodesSchema, OobCodeListSchema } from '../../contract/dev-mailbox'
import { DevMailListSchema } from '../../contract/subscriptions'
import { HttpError, forbidden } from '../errors'
import { isLoopback } from '../loopback'
import { route } from '../http/route'

/** How many mails `GET /dev/mail` lists, newest first. */
const DEV_MAIL_LIST_MAX = 100

/**
 * Links that verify addresses or reset passwords: only for someone on this machine. The Host
 * was checked already (plugins/allowed-hosts.ts); behind a proxy, the client's address must be
 * local too.
 */
function requireThisMachine(request: FastifyRequest) {
  if (!isLoopback(request.socket.remoteAddress ?? '') || !isLoopback(request.ip)) {
    throw forbidden('The dev mailbox answers only on this machine')
  }
}

const devMailbox: FastifyPluginAsyncZod = async (app) => {
  // The emulator's outbox is a local developer's convenience; a real project has real email.
  if (app.identity.mode !== 'emulator') return
  route(app, {
    method: 'GET',
    url: '/dev/oob-codes',
    access: 'public',
    tag: 'dev',
    summary: "The Auth emulator's outbox: verification, reset and sign-in links",
    response: { 200: OobCodeListSchema },
    handler: async (request) => {
      requireThisMachine(request)
      const { emulatorUrl, projectId } = app.identity
      const url = `${emulatorUrl}/emulator/v1/projects/${encodeURIComponent(projectId)}/oobCodes`
      let res: Response
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(5000) })
      } catch {
        throw new HttpError(503, 'unavailable', 'The Auth emulator does not answer')
      }
      if (!res.ok)
        throw new HttpError(503, 'unavailable', 'The Auth emulator answered with an error')
      const { oobCodes } = EmulatorOobCodesSchema.parse(await res.json())
      return oobCodes.toReversed()
    },
  })

  route(app, {
    method: 'GET',
    url: '/dev/mail',
    access: 'public',
    tag: 'dev',
    summary: "Quill's own outbox without SMTP_URL: every mail whole, newest first",
    response: { 200: DevMailListSchema },
    errors: [403],
    handler: async (request) => {
      requireThisMachine(request)
      const rows = await app.database.db
        .selectFrom('dev_mail')
        .selectAll()
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(DEV_MAIL_LIST_MAX)
        .execute()
      return rows.map((row) => ({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: JSON.parse(row.headers) as Record<string, string>,
        date: row.date,
      }))
    },
  })
}

export default devMailbox
