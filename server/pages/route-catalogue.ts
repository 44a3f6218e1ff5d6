// The pages' routes for the route catalogue (tests/setup/route-catalogue.ts): readers read a
// published page; the owner and administrators write them (docs/decisions/0075).
import type { PageInput } from '../../contract/site-pages'
import { newId } from '../ids'
import {
  type RouteSpec,
  type World,
  asCaller,
  everyone,
  roleOnly,
} from '../../tests/setup/route-callers'
import { createPage } from './page-repository'
import './tables'

const pageInput = (): PageInput => ({
  title: 'Colophon',
  slug: `colophon-${newId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`,
  body: 'Set in *Quill*.',
  status: 'published',
  showInNavigation: false,
})

/** A new page of the world's, straight in the database: each change or delete needs its own. */
async function freshPage(w: World): Promise<string> {
  const page = await createPage(w.t.app.database.db, pageInput(), w.owner.uid)
  if (page === 'taken') throw new Error('a fresh slug was taken')
  return page.id
}

export const routes: Record<string, RouteSpec> = {
  'GET /api/pages/navigation': {
    request: asCaller('GET', '/api/pages/navigation'),
    expect: everyone(200),
  },
  'GET /api/pages/:slug': {
    // The privacy page every site starts with.
    request: asCaller('GET', '/api/pages/privacy'),
    expect: everyone(200),
  },
  'GET /api/site/pages': {
    request: asCaller('GET', '/api/site/pages'),
    expect: roleOnly('administrator', 200),
  },
  'POST /api/site/pages': {
    request: asCaller('POST', '/api/site/pages', pageInput),
    expect: roleOnly('administrator', 201),
  },
  'PUT /api/site/pages/:id': {
    request: asCaller('PUT', async (w) => `/api/site/pages/${await freshPage(w)}`, pageInput),
    expect: roleOnly('administrator', 200),
  },
  'DELETE /api/site/pages/:id': {
    request: asCaller('DELETE', async (w) => `/api/site/pages/${await freshPage(w)}`),
    expect: roleOnly('administrator', 204),
  },
}
