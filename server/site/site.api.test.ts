import { describe, expect, test } from 'vitest'
import {
  AuditListSchema,
  DEFAULT_SITE_SETTINGS,
  SiteSchema,
  StaffListSchema,
  siteMessages,
} from '../../contract/site'
import { testDialects } from '../../tests/setup/server'
import { bearer, createUser, giveRoles } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

const setupForm = {
  title: 'Field Notes',
  description: 'Notes from the field',
  language: 'fr',
  timeZone: 'Europe/Paris',
}

// The site's owner and settings (ADR 0074): the first to finish setup owns it, nobody after.
describe.each(testDialects())('the site on %s', (dialect) => {
  const suite = appWithUsers(dialect, { ada: 'Ada', grace: 'Grace', mira: 'Mira' })
  const send = requestWith(suite)
  const site = async () => SiteSchema.parse((await send('GET', '/api/site')).json())

  test('a new site waits for an owner; the first to finish setup owns it, nobody after', async () => {
    expect(await site()).toEqual({ settings: DEFAULT_SITE_SETTINGS, setUp: false })
    const unverified = await createUser(suite.t, { verified: false })
    expect((await send('POST', '/api/site/setup', bearer(unverified), setupForm)).statusCode).toBe(
      403,
    )
    const bad = await send('POST', '/api/site/setup', bearer(suite.ada), {
      ...setupForm,
      title: '  ',
      timeZone: 'Mars/Olympus',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toMatchObject({
      title: siteMessages.titleEmpty,
      timeZone: siteMessages.timeZone,
    })
    expect((await site()).setUp).toBe(false)

    const done = await send('POST', '/api/site/setup', bearer(suite.ada), setupForm)
    expect(done.statusCode, done.body).toBe(201)
    expect(await site()).toEqual({
      settings: { ...DEFAULT_SITE_SETTINGS, ...setupForm },
      setUp: true,
    })
    const again = await send('POST', '/api/site/setup', bearer(suite.grace), {
      ...setupForm,
      title: 'Mine now',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(siteMessages.alreadyOwned)
    expect((await site()).settings.title).toBe('Field Notes')
    expect((await send('GET', '/api/site/me', bearer(suite.ada))).json()).toEqual({ role: 'owner' })
    expect((await send('GET', '/api/site/me', bearer(suite.grace))).json()).toEqual({})
  })

  test('the owner and administrators change settings, others cannot; each save is audited', async () => {
    await giveRoles(suite.t, [[suite.grace, 'administrator']])
    const renamed = { ...(await site()).settings, title: 'Tide Tables', publishing: 'staff' }
    expect((await send('PUT', '/api/site/settings', bearer(suite.mira), renamed)).statusCode).toBe(
      403,
    )
    const saved = await send('PUT', '/api/site/settings', bearer(suite.grace), renamed)
    expect(saved.statusCode, saved.body).toBe(200)
    // Asked again at once: the kept answer went with the write; so the manifest and the feed.
    expect((await site()).settings).toEqual(renamed)
    const manifest = await send('GET', '/manifest.webmanifest')
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
    expect(manifest.json()).toMatchObject({ name: 'Tide Tables', short_name: 'Tide Tables' })
    const rss = (await send('GET', '/rss.xml')).body
    expect(rss).toContain('<title>Tide Tables</title>')
    expect(rss).toContain('<language>fr</language>')
    const audit = AuditListSchema.parse(
      (await send('GET', '/api/site/audit', bearer(suite.ada))).json(),
    )
    expect(audit[0]).toMatchObject({
      actorId: suite.grace.uid,
      action: 'settings',
      detail: 'title: Field Notes → Tide Tables; publishing: everyone → staff',
    })
    const tooLong = await send('PUT', '/api/site/settings', bearer(suite.ada), {
      ...renamed,
      title: 'x'.repeat(81),
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.fields.title).toBe(siteMessages.titleTooLong)
  })

  test('roles change and go; the owner’s is only handed over, to an administrator', async () => {
    const staff = StaffListSchema.parse(
      (await send('GET', '/api/site/staff', bearer(suite.grace))).json(),
    )
    expect(staff.map((member) => [member.uid, member.role])).toEqual([
      [suite.ada.uid, 'owner'],
      [suite.grace.uid, 'administrator'],
    ])
    const demoteOwner = await send('PUT', `/api/site/staff/${suite.ada.uid}`, bearer(suite.grace), {
      role: 'editor',
    })
    expect(demoteOwner.statusCode).toBe(403)
    // Grace may not take the site; Ada may give it to her, and becomes an administrator.
    expect(
      (await send('PUT', '/api/site/owner', bearer(suite.grace), { uid: suite.grace.uid }))
        .statusCode,
    ).toBe(403)
    expect(
      (await send('PUT', '/api/site/owner', bearer(suite.ada), { uid: suite.mira.uid })).statusCode,
    ).toBe(400)
    const handed = await send('PUT', '/api/site/owner', bearer(suite.ada), { uid: suite.grace.uid })
    expect(handed.statusCode, handed.body).toBe(200)
    expect((await send('GET', '/api/site/me', bearer(suite.grace))).json()).toEqual({
      role: 'owner',
    })
    const toEditor = await send('PUT', `/api/site/staff/${suite.ada.uid}`, bearer(suite.grace), {
      role: 'editor',
    })
    expect(toEditor.statusCode).toBe(200)
    expect((await send('GET', '/api/site/staff', bearer(suite.ada))).statusCode).toBe(403)
    expect(
      (await send('DELETE', `/api/site/staff/${suite.ada.uid}`, bearer(suite.grace))).statusCode,
    ).toBe(204)
    expect((await send('GET', '/api/site/me', bearer(suite.ada))).json()).toEqual({})
    expect(
      (await send('DELETE', `/api/site/staff/${suite.ada.uid}`, bearer(suite.grace))).statusCode,
    ).toBe(404)
  })
})

describe.each(testDialects())('OWNER_EMAIL on %s', (dialect) => {
  const suite = appWithUsers(dialect, { ada: 'Ada', grace: 'Grace' })
  const send = requestWith(suite)

  test('names the owner ahead: no setup, and they own the site once they sign in', async () => {
    suite.t.app.config.ownerEmail = suite.ada.email.toLowerCase()
    suite.t.app.publicAnswersChanged()
    expect(SiteSchema.parse((await send('GET', '/api/site')).json()).setUp).toBe(true)
    const setup = await send('POST', '/api/site/setup', bearer(suite.grace), setupForm)
    expect(setup.statusCode).toBe(409)
    expect(setup.json().error.message).toBe(siteMessages.ownerNamed)
    expect((await send('GET', '/api/site/me', bearer(suite.grace))).json()).toEqual({})
    expect((await send('GET', '/api/site/me', bearer(suite.ada))).json()).toEqual({ role: 'owner' })
    const staff = await send('GET', '/api/site/staff', bearer(suite.ada))
    expect(StaffListSchema.parse(staff.json()).map((member) => member.role)).toEqual(['owner'])
  })
})
