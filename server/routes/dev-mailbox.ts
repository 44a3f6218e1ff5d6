// Emulator mode only (routes/api.ts registers it then): the links the Auth emulator "emailed",
// so someone running Quill locally can verify an address or reset a password with a click.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { EmulatorOobCodesSchema, OobCodeListSchema } from '../../contract/dev-mailbox'
import { HttpError, forbidden } from '../errors'
import { isLoopback } from '../loopback'

const devMailbox: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/oob-codes',
    {
      schema: {
        tags: ['dev'],
        summary: "The Auth emulator's outbox: verification, reset and sign-in links",
        response: { 200: OobCodeListSchema },
      },
    },
    async (request) => {
      // Password-reset links: only for someone on this machine. The Host was checked already
      // (plugins/allowed-hosts.ts); behind a proxy, the client's address must be local too.
      if (!isLoopback(request.socket.remoteAddress ?? '') || !isLoopback(request.ip)) {
        throw forbidden('The dev mailbox answers only on this machine')
      }
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
  )
}

export default devMailbox
