import type { Author } from '../../../contract/profiles'
import { http } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/profiles')

export async function getAuthor(authorId: string, signal?: AbortSignal): Promise<Author> {
  const [data, { AuthorSchema }] = await Promise.all([
    http.get(`authors/${encodeURIComponent(authorId)}`, { signal }).json(),
    schemas(),
  ])
  return AuthorSchema.parse(data)
}

/** `/@handle`'s author: any spelling of the handle finds them (issue 24). */
export async function getAuthorByHandle(handle: string, signal?: AbortSignal): Promise<Author> {
  const [data, { AuthorSchema }] = await Promise.all([
    http.get(`authors/by-handle/${encodeURIComponent(handle)}`, { signal }).json(),
    schemas(),
  ])
  return AuthorSchema.parse(data)
}
