// Who may publish (docs/decisions/0074): the site's setting (every verified person, or its staff
// only) and the person's role (a contributor writes drafts, an editor publishes anyone's), decided
// here for every route that writes a post.
import type { FastifyInstance } from 'fastify'
import {
  type PublishRight,
  type Role,
  type SiteSettings,
  publishRight,
  roleAtLeast,
  siteMessages,
} from '../../contract/site'
import type { AuthUser } from '../auth/auth-user'
import { HttpError } from '../errors'

export interface Rights {
  role: Role | null
  right: PublishRight
  /** An editor or above: edits, publishes and unpublishes anyone's posts. */
  editor: boolean
  /** The site's settings, read for this decision: the rest of the write reads them here. */
  settings: SiteSettings
}

export async function rightsOf(app: FastifyInstance, user: AuthUser): Promise<Rights> {
  const [role, site] = await Promise.all([app.roleOf(user), app.site()])
  return {
    role,
    right: publishRight(role, site.settings.publishing),
    editor: roleAtLeast(role, 'editor'),
    settings: site.settings,
  }
}

/** 403 unless `rights` may write a post of this status (a draft, or out in the world). */
export function requireMayWrite(rights: Rights, status: 'draft' | 'published' | 'scheduled'): void {
  if (rights.editor || rights.right === 'publish') return
  if (rights.right === 'none') throw new HttpError(403, 'staff_only', siteMessages.notStaff)
  if (status !== 'draft') throw new HttpError(403, 'staff_only', siteMessages.contributorDrafts)
}

/** 403 unless `rights` may change a post that is out already (a contributor may not). */
export function requireMayChangePublished(rights: Rights): void {
  if (rights.right === 'draft' && !rights.editor) {
    throw new HttpError(403, 'staff_only', siteMessages.contributorPublished)
  }
}
