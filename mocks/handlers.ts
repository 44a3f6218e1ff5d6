// msw handlers for the happy path of the API, against the in-memory store, typed by the
// contract; one file per entity under handlers/. Tests add failures with server.use().
import { commentHandlers } from './handlers/comments'
import { imageHandlers } from './handlers/images'
import { notificationHandlers } from './handlers/notifications'
import { postHandlers } from './handlers/posts'

export const handlers = [
  ...postHandlers,
  ...commentHandlers,
  ...notificationHandlers,
  ...imageHandlers,
]
