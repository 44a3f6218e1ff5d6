// Settings → Pages' writes (docs/decisions/0075): administrators only; the server checks.
import type { ManagedPage, PageInput } from '../../../contract/site-pages'
import { http, parsed } from '../../lib/http'

const schema = () => import('../../../contract/site-pages').then((m) => m.ManagedPageSchema)

export async function createPage(input: PageInput): Promise<ManagedPage> {
  return parsed(http.post('site/pages', { json: input }), schema())
}

export async function updatePage(id: string, input: PageInput): Promise<ManagedPage> {
  return parsed(http.put(`site/pages/${encodeURIComponent(id)}`, { json: input }), schema())
}

export async function deletePage(id: string): Promise<void> {
  await http.delete(`site/pages/${encodeURIComponent(id)}`)
}
