// The list of whom and what one follows (GET /api/follows, ADR 0059): the authors with their
// public names and handles, never an address; the tags; the newest follow first; only one's own.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FollowsSchema } from '../../contract/follows'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, publishPost } from '../../tests/setup/users'

describe.each(testDialects())('the list of follows on %s', (dialect) => {
  let t: TestApp
  let ada: TestUser
  let grace: TestUser
  let reader: TestUser
  beforeAll(async () => {
    t = await createTestApp(dialect)
    ada = await createUser(t, { name: 'Ada Moreno' })
    grace = await createUser(t, { name: 'Grace Hopper' })
    reader = await createUser(t, { name: 'Rita Reader' })
    await publishPost(t, ada, { tags: ['sea'] })
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, as?: TestUser) =>
    t.app.inject({ method, url, headers: as ? bearer(as) : {} })
  const follow = async (verb: 'PUT' | 'DELETE', path: string, as: TestUser) => {
    const res = await call(verb, `/api/${path}/follow`, as)
    expect(res.statusCode, res.body).toBe(200)
  }
  const followsOf = async (as: TestUser) => {
    const res = await call('GET', '/api/follows', as)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).not.toContain('@')
    return FollowsSchema.parse(res.json())
  }

  test('authors and tags one follows, the newest follow first; unfollowed ones leave', async () => {
    expect(await followsOf(reader)).toEqual({ authors: [], tags: [] })
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(grace),
      payload: { displayName: 'Grace H', photoURL: '', handle: 'grace' },
    })
    await follow('PUT', `authors/${ada.uid}`, reader)
    await follow('PUT', 'tags/sea', reader)
    // Created_at is to the millisecond: a moment apart, so the order is the follows' own.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await follow('PUT', `authors/${grace.uid}`, reader)
    await follow('PUT', 'tags/%23Knots', reader)
    expect(await followsOf(reader)).toEqual({
      authors: [
        { authorId: grace.uid, displayName: 'Grace H', photoURL: '', handle: 'grace' },
        { authorId: ada.uid, displayName: 'Ada Moreno', photoURL: '', handle: null },
      ],
      tags: [{ tag: 'knots' }, { tag: 'sea' }],
    })
    // Someone else's follows are theirs alone.
    expect(await followsOf(ada)).toEqual({ authors: [], tags: [] })

    await follow('DELETE', `authors/${ada.uid}`, reader)
    await follow('DELETE', 'tags/knots', reader)
    expect(await followsOf(reader)).toEqual({
      authors: [{ authorId: grace.uid, displayName: 'Grace H', photoURL: '', handle: 'grace' }],
      tags: [{ tag: 'sea' }],
    })
  })

  test('an author with no profile row is named by their newest post, as their page names them', async () => {
    const fan = await createUser(t, { name: 'Fay Fan' })
    await follow('PUT', `authors/${ada.uid}`, fan)
    await t.app.database.db.deleteFrom('profiles').where('uid', '=', ada.uid).execute()
    expect((await followsOf(fan)).authors).toEqual([
      { authorId: ada.uid, displayName: 'Ada Moreno', photoURL: '', handle: null },
    ])
  })

  test('a visitor is 401', async () => {
    const res = await call('GET', '/api/follows')
    expect(res.statusCode).toBe(401)
  })
})
