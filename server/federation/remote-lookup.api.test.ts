// Issue 29 item 4 (ADR 0050): looking a handle up never fetches from a blocked server or a
// private address (unless FEDERATION_ALLOW_PRIVATE), and a name that resolves to nothing is
// "no such account", not a server error.
import { expect, test, vi } from 'vitest'
import { remoteFollowMessages } from '../../contract/remote-follows'
import { lookupRemoteActor } from './remote-lookup'
import { appWithUsers } from '../../tests/setup/suite'
const suite = appWithUsers('sqlite', {}, { BLOCKED_INSTANCES: 'spam.example' })

const lookup = (handle: string) =>
  lookupRemoteActor(handle, {
    ctx: suite.t.app.federation.context(),
    isBlocked: suite.t.app.federation.isBlocked,
    allowPrivateAddress: false,
  })

test.each([
  ['a blocked server', '@ada@spam.example', 400, remoteFollowMessages.blocked],
  ['a server under a blocked one', 'ada@a.spam.example', 400, remoteFollowMessages.blocked],
  ['a loopback address', '@ada@127.0.0.2:3499', 400, remoteFollowMessages.notPublic],
  ['localhost', '@ada@localhost:3499', 400, remoteFollowMessages.notPublic],
  ['a name that resolves to nothing', '@ada@nowhere.invalid', 404, remoteFollowMessages.notFound],
])('%s is refused with a field message', async (_case, handle, statusCode, message) => {
  const fetched = vi.spyOn(globalThis, 'fetch')
  await expect(lookup(handle)).rejects.toMatchObject({ statusCode, fields: { handle: message } })
  // Nothing was asked of a blocked or private server.
  if (statusCode === 400) expect(fetched).not.toHaveBeenCalled()
  fetched.mockRestore()
})
