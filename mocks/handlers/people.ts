// `GET /api/people` on the in-memory store: profiles with a handle whose handle, or a word of
// whose name, starts with `q`; handles first, then names, by handle, as the server answers.
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import { PEOPLE_MAX, PeopleQuerySchema, type Person } from '../../contract/people'
import { store } from '../store'
import { invalid } from './request-checks'
import { API } from './shared'

export const handlers = [
  http.get<never, never, Person[] | ErrorBody>(`${API}/people`, ({ request }) => {
    const query = PeopleQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success) return invalid(query.error)
    const q = query.data.q.replace(/^@/, '').toLowerCase()
    const people = [...store.profiles].flatMap(([uid, profile]) => {
      if (!profile.handle || store.suspended.has(uid)) return []
      const byHandle = profile.handle.startsWith(q)
      const byName = profile.displayName
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(q))
      if (!byHandle && !byName) return []
      const person: Person = {
        uid,
        handle: profile.handle,
        displayName: profile.displayName,
        photoURL: profile.photoURL,
      }
      return [{ person, rank: byHandle ? 0 : 1 }]
    })
    return HttpResponse.json(
      people
        .sort((a, b) => a.rank - b.rank || a.person.handle.localeCompare(b.person.handle))
        .slice(0, PEOPLE_MAX)
        .map(({ person }) => person),
    )
  }),
]
