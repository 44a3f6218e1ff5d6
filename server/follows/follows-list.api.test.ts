// The list of whom and what one follows (GET /api/follows, ADR 0059): the authors with their
// public names and handles, never an address; the tags; the newest follow first; only one's own.
import { beforeAll, describe, expect, test } from 'vitest'
import { FollowsSchema } from '../../contract/follows'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestAs, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('the list of follows on %s', (dialect) => {
  const suite = appWithUsers(dialect, {
    ada: 'Ada Moreno',
    grace: 'Grace Hopper',
    reader: 'Rita Reader',
  })
  const send = requestWith(suite)
  beforeAll(async () => {
    await publishPost(suite.t, suite.ada, { tags: ['sea'] })
  })

  const call = requestAs(suite)
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
    expect(await followsOf(suite.reader)).toEqual({ authors: [], tags: [] })
    await send('PUT', '/api/profile', bearer(suite.grace), {
      displayName: 'Grace H',
      photoURL: '',
      handle: 'grace',
    })
    await follow('PUT', `authors/${suite.ada.uid}`, suite.reader)
    await follow('PUT', 'tags/sea', suite.reader)
    // Created_at is to the millisecond: a moment apart, so the order is the follows' own.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await follow('PUT', `authors/${suite.grace.uid}`, suite.reader)
    await follow('PUT', 'tags/%23Knots', suite.reader)
    expect(await followsOf(suite.reader)).toEqual({
      authors: [
        { authorId: suite.grace.uid, displayName: 'Grace H', photoURL: '', handle: 'grace' },
        { authorId: suite.ada.uid, displayName: 'Ada Moreno', photoURL: '', handle: null },
      ],
      tags: [{ tag: 'knots' }, { tag: 'sea' }],
    })
    // Someone else's follows are theirs alone.
    expect(await followsOf(suite.ada)).toEqual({ authors: [], tags: [] })

    await follow('DELETE', `authors/${suite.ada.uid}`, suite.reader)
    await follow('DELETE', 'tags/knots', suite.reader)
    expect(await followsOf(suite.reader)).toEqual({
      authors: [
        { authorId: suite.grace.uid, displayName: 'Grace H', photoURL: '', handle: 'grace' },
      ],
      tags: [{ tag: 'sea' }],
    })
  })

  test('an author with no profile row is named by their newest post, as their page names them', async () => {
    const fan = await createUser(suite.t, { name: 'Fay Fan' })
    await follow('PUT', `authors/${suite.ada.uid}`, fan)
    await suite.t.app.database.db.deleteFrom('profiles').where('uid', '=', suite.ada.uid).execute()
    expect((await followsOf(fan)).authors).toEqual([
      { authorId: suite.ada.uid, displayName: 'Ada Moreno', photoURL: '', handle: null },
    ])
  })

  test('a visitor is 401', async () => {
    const res = await call('GET', '/api/follows')
    expect(res.statusCode).toBe(401)
  })
})
