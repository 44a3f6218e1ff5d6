// msw handlers for the happy path of the API, against the in-memory store, typed by the
// contract; one file per capability under handlers/, each exporting its `handlers`. Found by
// their folder, so a new capability's handlers edit no list here (docs/decisions/0062). Tests add
// failures with server.use().
import type { RequestHandler } from 'msw'

const modules = import.meta.glob<{ handlers?: RequestHandler[] }>('./handlers/*.ts', {
  eager: true,
})

export const handlers: RequestHandler[] = Object.values(modules).flatMap(
  (module) => module.handlers ?? [],
)
