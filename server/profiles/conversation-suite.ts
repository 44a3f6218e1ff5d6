// The set-up of the tests of people and conversation (ADR 0024): an author and a reader, and
// reading a post, someone's notifications on it, liking, and renaming.
import { expect } from 'vitest'
import { NotificationListSchema } from '../../contract/notifications'
import { PostSchema } from '../../contract/posts'
import { LikeResultSchema } from '../../contract/profiles'
import type { Dialect } from '../db/schema'
import { appWithUsers, requestAs } from '../../tests/setup/suite'
import type { TestUser } from '../../tests/setup/users'

export function conversationSuite(dialect: Dialect) {
  const suite = appWithUsers(dialect, { author: 'Grace Hopper', reader: 'Rita Reader' })
  const call = requestAs(suite)
  const getPost = async (postId: string, as?: TestUser) => {
    const res = await call('GET', `/api/post/${postId}`, as)
    expect(res.statusCode, res.body).toBe(200)
    return PostSchema.parse(res.json())
  }
  const notificationsOf = async (user: TestUser, postId: string) => {
    const res = await call('GET', `/api/notification/${encodeURIComponent(user.email)}`, user)
    expect(res.statusCode, res.body).toBe(200)
    return NotificationListSchema.parse(res.json()).filter((n) => n.postId === postId)
  }
  const like = async (verb: 'PUT' | 'DELETE', postId: string, as: TestUser) => {
    const res = await call(verb, `/api/post/${postId}/like`, as)
    expect(res.statusCode, res.body).toBe(200)
    return LikeResultSchema.parse(res.json())
  }
  const rename = async (user: TestUser, displayName: string, bio = '', photoURL = '') => {
    const res = await call('PUT', '/api/profile', user, { displayName, photoURL, bio })
    expect(res.statusCode, res.body).toBe(200)
  }
  return Object.assign(suite, { call, getPost, notificationsOf, like, rename })
}
