// The set-up of the posts API tests (posts-writes, posts-reads): an app per dialect, an author,
// and reading one post back.
import { expect } from 'vitest'
import { PostSchema } from '../../contract/posts'
import type { Dialect } from '../db/schema'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

export function postsSuite(dialect: Dialect) {
  const suite = appWithUsers(dialect, { author: 'Grace Hopper' })
  const send = requestWith(suite)
  const getPost = async (id: string) => {
    const res = await send('GET', `/api/post/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    return PostSchema.parse(res.json())
  }
  return Object.assign(suite, { getPost })
}
