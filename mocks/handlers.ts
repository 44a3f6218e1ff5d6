// msw handlers for the happy path of the API, against the in-memory store, typed by the
// contract; one file per entity under handlers/. Tests add failures with server.use().
import { authHandlers } from './handlers/auth'
import { blockHandlers } from './handlers/blocks'
import { bookmarkHandlers } from './handlers/bookmarks'
import { commentHandlers } from './handlers/comments'
import { followHandlers } from './handlers/follows'
import { imageHandlers } from './handlers/images'
import { moderationHandlers } from './handlers/moderation'
import { identityHandlers } from './handlers/identity'
import { notificationHandlers } from './handlers/notifications'
import { postHandlers } from './handlers/posts'
import { remoteFollowHandlers } from './handlers/remote-follows'
import { revisionHandlers } from './handlers/revisions'
import { socialHandlers } from './handlers/social'
import { searchHandlers } from './handlers/search'
import { peopleHandlers } from './handlers/people'
import { statsHandlers } from './handlers/stats'
import { statusHandlers } from './handlers/status'
import { subscriptionHandlers } from './handlers/subscriptions'
import { transferHandlers } from './handlers/transfer'

export const handlers = [
  ...authHandlers,
  ...identityHandlers,
  ...postHandlers,
  ...revisionHandlers,
  ...searchHandlers,
  ...peopleHandlers,
  ...commentHandlers,
  ...socialHandlers,
  ...bookmarkHandlers,
  ...blockHandlers,
  ...moderationHandlers,
  ...followHandlers,
  ...remoteFollowHandlers,
  ...subscriptionHandlers,
  ...notificationHandlers,
  ...imageHandlers,
  ...statusHandlers,
  ...transferHandlers,
  ...statsHandlers,
]
