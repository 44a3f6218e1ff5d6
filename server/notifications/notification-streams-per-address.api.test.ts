// Each address holds a share of the live notification streams (issue 21, item 9): accounts hold
// 5 each, and without a share per address one address with many accounts held as many streams as
// it had connection slots.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EventStream, openEvents } from '../../tests/setup/event-stream'
import { createUser } from '../../tests/setup/users'
import { appWithUsers } from '../../tests/setup/suite'

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('live streams per address', () => {
  const opened: EventStream[] = []
  const open = async (...args: Parameters<typeof openEvents>) => {
    const stream = await openEvents(...args)
    opened.push(stream)
    return stream
  }
  afterAll(() => {
    for (const stream of opened) stream.close()
  })

  describe('connected directly', () => {
    const suite = appWithUsers('sqlite', {}, { MAX_STREAMS_PER_ADDRESS: '3' })
    let baseUrl: string
    beforeAll(async () => {
      baseUrl = await suite.t.app.listen({ host: '127.0.0.1', port: 0 })
    })

    test('one address holds MAX_STREAMS_PER_ADDRESS streams, whatever the accounts; one closed frees a slot', async () => {
      const users = await Promise.all([1, 2, 3, 4].map(() => createUser(suite.t)))
      const [first, second, third] = await Promise.all(
        users.slice(0, 3).map((user) => open(baseUrl, user.token)),
      )
      expect([first?.status, second?.status, third?.status]).toEqual([200, 200, 200])
      const fourth = await open(baseUrl, users[3]?.token ?? '')
      expect(fourth.status).toBe(429)
      await fourth.ended
      expect(JSON.parse(fourth.text())).toEqual({
        error: {
          code: 'rate_limited',
          message: 'At most 3 live notification streams from one address; try again later',
        },
      })
      first?.close()
      await settle()
      const again = await open(baseUrl, users[3]?.token ?? '')
      expect(again.status).toBe(200)
    })
  })

  describe('behind a proxy (TRUST_PROXY)', () => {
    const suite = appWithUsers('sqlite', {}, { MAX_STREAMS_PER_ADDRESS: '2', TRUST_PROXY: 'true' })
    let baseUrl: string
    beforeAll(async () => {
      baseUrl = await suite.t.app.listen({ host: '127.0.0.1', port: 0 })
    })

    test('the share is the client’s, as the proxy names it: one client’s streams leave room for another’s', async () => {
      const users = await Promise.all([1, 2, 3, 4].map(() => createUser(suite.t)))
      const from = (address: string) => ({ 'x-forwarded-for': address })
      const a = await Promise.all(
        users.slice(0, 3).map((user) => open(baseUrl, user.token, from('203.0.113.7'))),
      )
      expect(a.map((stream) => stream.status)).toEqual(expect.arrayContaining([200, 200, 429]))
      const b = await open(baseUrl, users[3]?.token ?? '', from('198.51.100.20'))
      expect(b.status).toBe(200)
    })
  })
})
