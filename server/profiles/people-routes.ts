// `GET /api/people?q=`: people to mention, by the start of their handle or of a word of their
// name (ADR 0057). Public, as their author pages are: a handle is chosen to be found.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PeopleAnswerSchema, PeopleQuerySchema } from '../../contract/people'
import { perAddress } from '../http/rate-limits'
import { findPeople } from './people-search'
import { route } from '../http/route'
import { rateLimits as searchLimits } from '../search/rate-limits'

const people: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  route(app, {
    method: 'GET',
    url: '/people',
    access: 'public',
    // Per address, as every search is (ADR 0053): its cost does not depend on who asks.
    rateLimit: perAddress(searchLimits.search),
    tag: 'authors',
    summary: 'People with a handle whose handle, or a word of whose name, starts with `q`',
    description:
      'For suggestions as `@` is typed: handles that start with `q` first, then names; at most 8, by handle. A leading `@` is ignored; `q` is matched as text, never a pattern.',
    querystring: PeopleQuerySchema,
    response: { 200: PeopleAnswerSchema },
    handler: async (request) => findPeople(db, request.query.q),
  })
}

export default people
