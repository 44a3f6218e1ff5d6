import type { Author } from '../../../contract/profiles'
import { http, parsed } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/profiles')

/** An author by uid, or with `byHandle` by their handle, any spelling (`/@handle`, issue 24). */
export async function getAuthor(
  id: string,
  signal?: AbortSignal,
  byHandle?: boolean,
): Promise<Author> {
  return parsed(
    http.get(`authors/${byHandle ? 'by-handle/' : ''}${encodeURIComponent(id)}`, { signal }),
    schemas().then((m) => m.AuthorSchema),
  )
}
