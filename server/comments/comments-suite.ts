// The set-up of the comments tests (comments, replies, mentions): one app per dialect with its
// users, a request to it, and the two reads every one of them checks: a post's comments and a
// user's notifications.
import type { Dialect } from '../db/schema'
import { appWithUsers, requestWith } from '../../tests/setup/suite'
import { type TestUser, commentsOf, notificationsOf } from '../../tests/setup/users'

/** A post's author and two readers who answer and name each other. */
export const THREAD_USERS = { author: 'Post Author', rita: 'Rita Reader', sam: 'Sam Second' }

export function commentsSuite<Name extends string>(
  dialect: Dialect,
  users: Record<Name, Parameters<typeof appWithUsers>[1][string]>,
) {
  const suite = appWithUsers(dialect, users)
  return {
    suite,
    send: requestWith(suite),
    commentsOf: (postId: string) => commentsOf(suite.t, postId),
    notificationsOf: (user: TestUser) => notificationsOf(suite.t, user),
  }
}
