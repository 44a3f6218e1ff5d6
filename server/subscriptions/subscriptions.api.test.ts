// Posts by email (ADR 0037): bad input, the signed-in person's own list, and the rate limit.
import { describe, expect, test } from 'vitest'
import { SubscriptionListSchema, subscriptionMessages } from '../../contract/subscriptions'
import { testDialects } from '../../tests/setup/server'
import { bearer, createUser } from '../../tests/setup/users'
import { address, confirmToken, subscriptionsSuite } from './subscriptions-suite'
import { requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('posts by email on %s', (dialect) => {
  const suite = subscriptionsSuite(dialect)
  const send = requestWith(suite)
  const { subscribe, confirmWith, subscribed } = suite

  test('bad input is a 4xx in the error shape: an address, an author, a token', async () => {
    expect((await subscribe({ email: 'not-an-address' })).statusCode).toBe(400)
    expect((await subscribe({})).statusCode).toBe(400)
    const nobody = await subscribe({ email: address(), authorId: 'nobody-at-all' })
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json()).toEqual({
      error: { code: 'not_found', message: subscriptionMessages.authorNotFound },
    })
    for (const token of ['x', 'a.b', 'a.b.c', 'eyJ9.AAAA']) {
      const res = await confirmWith(token)
      expect(res.statusCode, token).toBe(400)
      expect(res.json().error.message).toBe(subscriptionMessages.linkInvalid)
      const unsubscribe = await send('POST', `/api/subscriptions/unsubscribe?token=${token}`)
      expect(unsubscribe.statusCode, token).toBe(400)
    }
    // An unsubscribe token does not confirm, nor a confirmation token unsubscribe.
    const email = address()
    const confirmation = await subscribed(email)
    const swapped = await send(
      'POST',
      `/api/subscriptions/unsubscribe?token=${confirmToken(confirmation)}`,
    )
    expect(swapped.statusCode).toBe(400)
  })

  test('signed in: one’s own subscriptions, removed by id; an author sees a count, never who', async () => {
    const reader = await createUser(suite.t, { email: address() })
    await subscribed(reader.email, suite.author.uid)
    const list = await send('GET', '/api/subscriptions', bearer(reader))
    expect(list.statusCode, list.body).toBe(200)
    const { subscriptions } = SubscriptionListSchema.parse(list.json())
    expect(subscriptions).toEqual([
      expect.objectContaining({
        authorId: suite.author.uid,
        authorName: 'Ada Author',
        state: 'confirmed',
      }),
    ])

    const mine = await send('GET', '/api/subscriptions', bearer(suite.author))
    const answer = SubscriptionListSchema.parse(mine.json())
    expect(answer.subscriberCount).toBeGreaterThanOrEqual(1)
    expect(mine.body).not.toContain(reader.email)
    const authorPage = await send('GET', `/api/authors/${suite.author.uid}`)
    expect(authorPage.body).not.toContain('@example.org')

    const id = subscriptions[0]!.id
    const byOther = await send('DELETE', `/api/subscriptions/${id}`, bearer(suite.author))
    expect(byOther.statusCode).toBe(404)
    const removed = await send('DELETE', `/api/subscriptions/${id}`, bearer(reader))
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ deletedCount: 1 })
    const after = await send('GET', '/api/subscriptions', bearer(reader))
    expect(SubscriptionListSchema.parse(after.json()).subscriptions).toEqual([])
    const twice = await send('DELETE', `/api/subscriptions/${id}`, bearer(reader))
    expect(twice.statusCode).toBe(404)
  })

  test('subscribing is rate limited per address of the caller', async () => {
    const from = '127.0.0.9'
    const answers: number[] = []
    for (let i = 0; i < 11; i++)
      answers.push((await subscribe({ email: address() }, from)).statusCode)
    expect(answers.slice(0, 10).every((code) => code === 202)).toBe(true)
    expect(answers[10]).toBe(429)
  })
})
