// The site's own (docs/decisions/0074): what every page shows of it, the first run that makes
// its owner, the settings the owner and administrators change, the staff and their roles, and
// the audit log. Who may call each is its route's `access` (the role checks are in one place:
// server/auth/auth-plugin.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import {
  AuditListSchema,
  HandOverInputSchema,
  RoleSchema,
  SiteRoleSchema,
  SiteSchema,
  SiteSettingsInputSchema,
  SiteSettingsSchema,
  SiteSetupInputSchema,
  StaffListSchema,
  siteMessages,
} from '../../contract/site'
import { currentUser } from '../auth/current-user'
import { HttpError, conflict, notFound } from '../errors'
import { route } from '../http/route'
import { revalidated } from '../http/route-schema'
import invitations from './invitation-routes'
import { rateLimits } from './rate-limits'
import { handOver, readSettings, takeOwnership, updateSettings } from './site-repository'
import { changeRole, listStaff, readAudit } from './staff-repository'

const StaffParamsSchema = z.object({ uid: z.string().check(z.minLength(1), z.maxLength(128)) })
const RoleInputSchema = z.object({
  role: z.enum(['administrator', 'editor', 'author', 'contributor']),
})

const site: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  await app.register(invitations)

  route(app, {
    method: 'GET',
    url: '/site',
    access: 'public',
    tag: 'site',
    summary: 'The site: its settings as every page shows them, and whether it has an owner yet',
    response: { 200: SiteSchema, ...revalidated },
    handler: async () => app.site(),
  })

  route(app, {
    method: 'GET',
    url: '/site/me',
    access: 'signedIn',
    tag: 'site',
    summary: 'Your role on this site (absent: no staff role)',
    response: { 200: SiteRoleSchema },
    handler: async (request) => {
      const role = await app.roleOf(currentUser(request))
      return role ? { role } : {}
    },
  })

  route(app, {
    method: 'POST',
    url: '/site/setup',
    access: 'verified',
    rateLimit: rateLimits.setup,
    tag: 'site',
    summary: 'Set the site up and become its owner: only while nobody owns it',
    description:
      'The first person with a verified email to finish the setup form owns the site; after that, or when OWNER_EMAIL names the owner, this is 409.',
    body: SiteSetupInputSchema,
    response: { 201: SiteSchema },
    errors: [409],
    handler: async (request, reply) => {
      const user = currentUser(request)
      if (app.config.ownerEmail) throw conflict(siteMessages.ownerNamed)
      const settings = { ...(await readSettings(db)), ...request.body }
      if (!(await takeOwnership(db, user, settings))) throw conflict(siteMessages.alreadyOwned)
      return reply.status(201).send({ settings, setUp: true })
    },
  })

  route(app, {
    method: 'PUT',
    url: '/site/settings',
    access: 'administrator',
    rateLimit: rateLimits.manage,
    tag: 'site',
    summary: 'Change the site’s settings: applies at once to every page, feed and mail',
    description:
      'The answer carries the accent colour’s palette, made by the server (an `accentPalette` sent is ignored).',
    body: SiteSettingsInputSchema,
    response: { 200: SiteSettingsSchema },
    handler: async (request) => updateSettings(db, request.body, currentUser(request).uid),
  })

  route(app, {
    method: 'GET',
    url: '/site/staff',
    access: 'administrator',
    tag: 'site',
    summary: 'The staff and their roles, the owner first',
    response: { 200: StaffListSchema },
    handler: async () => listStaff(db),
  })

  route(app, {
    method: 'PUT',
    url: '/site/staff/:uid',
    access: 'administrator',
    rateLimit: rateLimits.manage,
    tag: 'site',
    summary: 'Give a staff member another role (the owner’s is handed over, not changed)',
    params: StaffParamsSchema,
    body: RoleInputSchema,
    response: { 200: z.object({ role: RoleSchema }) },
    errors: [404],
    handler: async (request) => {
      const { role } = request.body
      await roleChange(request.params.uid, role, currentUser(request).uid)
      return { role }
    },
  })

  route(app, {
    method: 'DELETE',
    url: '/site/staff/:uid',
    access: 'administrator',
    rateLimit: rateLimits.manage,
    tag: 'site',
    summary: 'Take someone off the staff: they are a reader (and an author, if all may publish)',
    params: StaffParamsSchema,
    response: { 204: z.null() },
    errors: [404],
    handler: async (request, reply) => {
      await roleChange(request.params.uid, null, currentUser(request).uid)
      return reply.status(204).send(null)
    },
  })

  async function roleChange(
    uid: string,
    role: Parameters<typeof changeRole>[2],
    actorId: string,
  ): Promise<void> {
    const outcome = await changeRole(db, uid, role, actorId)
    if (outcome === 'not_found') throw notFound('Staff member not found')
    if (outcome === 'owner') throw new HttpError(403, 'owner_only', siteMessages.handOverTo)
  }

  route(app, {
    method: 'PUT',
    url: '/site/owner',
    access: 'owner',
    rateLimit: rateLimits.manage,
    tag: 'site',
    summary: 'Hand the site to one of its administrators, who becomes its owner',
    description: `The owner becomes an administrator. Anyone who is not an administrator is 400: "${siteMessages.handOverTo}".`,
    body: HandOverInputSchema,
    response: { 200: z.object({ owner: z.string() }) },
    handler: async (request) => {
      const { uid } = request.body
      if (!(await handOver(db, currentUser(request).uid, uid))) {
        throw new HttpError(400, 'bad_request', siteMessages.handOverTo)
      }
      return { owner: uid }
    },
  })

  route(app, {
    method: 'GET',
    url: '/site/audit',
    access: 'administrator',
    tag: 'site',
    summary: 'What the staff changed (settings, roles, ownership), newest first',
    response: { 200: AuditListSchema },
    handler: async () => readAudit(db),
  })
}

export default site
