// The set-up of the Markdown, drafts and tags tests (drafts.api.test.ts, tags.api.test.ts): an
// author and a reader, reading the feed, editing a post's body, and counting the posts.
import { expect } from 'vitest'
import { PostListSchema } from '../../contract/posts'
import type { Dialect } from '../db/schema'
import { appWithUsers, requestAs } from '../../tests/setup/suite'
import { countPosts } from '../../tests/setup/posts'
import type { TestUser } from '../../tests/setup/users'

export function draftsTagsSuite(dialect: Dialect) {
  const suite = appWithUsers(dialect, { author: 'Ada Author', reader: 'Rita Reader' })
  const call = requestAs(suite)
  const get = (url: string, as?: TestUser) => call('GET', url, as)
  const feedIds = async (url = '/api/posts?limit=100', as?: TestUser) => {
    const res = await get(url, as)
    expect(res.statusCode, res.body).toBe(200)
    return PostListSchema.parse(res.json()).map((post) => post._id)
  }
  const update = (id: string, postBody: Record<string, unknown>, as = suite.author) =>
    call('PUT', `/api/updatePost/${id}`, as, { postBody })
  const postCount = () => countPosts(suite.t.app.database.db)
  return Object.assign(suite, { get, feedIds, update, postCount })
}
