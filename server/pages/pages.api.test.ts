import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  ManagedPageListSchema,
  ManagedPageSchema,
  PRIVACY_PAGE_START,
  PageSchema,
  RESERVED_PAGE_SLUGS,
  pageMessages,
} from '../../contract/site-pages'
import { testDialects } from '../../tests/setup/server'
import { giveRoles } from '../../tests/setup/users'
import { appWithUsers, requestAs } from '../../tests/setup/suite'
import { rootSegments } from './slugs'

const about = {
  title: 'About',
  slug: 'about',
  body: 'We write about **tides**.\n\n[Contact](mailto:hi@example.com) <script>x</script>',
  status: 'published',
  showInNavigation: true,
} as const

// The site's pages (ADR 0075): administrators write them, readers read the published ones.
describe.each(testDialects())('pages on %s', (dialect) => {
  const suite = appWithUsers(dialect, { ada: 'Ada', grace: 'Grace', mira: 'Mira', ed: 'Ed' })
  const send = requestAs(suite)
  const create = async (input: Record<string, unknown>) => {
    const res = await send('POST', '/api/site/pages', suite.ada, input)
    expect(res.statusCode, res.body).toBe(201)
    return ManagedPageSchema.parse(res.json())
  }

  test('an administrator writes a page; readers read it, rendered, and the header lists it', async () => {
    await giveRoles(suite.t, [
      [suite.ada, 'owner'],
      [suite.grace, 'administrator'],
      [suite.ed, 'editor'],
    ])
    for (const who of [suite.mira, suite.ed]) {
      expect((await send('POST', '/api/site/pages', who, about)).statusCode).toBe(403)
    }
    expect((await send('GET', '/api/pages/about')).statusCode).toBe(404)
    const made = await create(about)
    expect(made).toMatchObject({ slug: 'about', status: 'published', showInNavigation: true })

    const page = PageSchema.parse((await send('GET', '/api/pages/about')).json())
    expect(page.title).toBe('About')
    expect(page.bodyHtml).toContain('<strong>tides</strong>')
    expect(page.bodyHtml).toContain('href="mailto:hi@example.com"')
    expect(page.bodyHtml).not.toContain('<script>')
    expect(page.description).toMatch(/^We write about tides\./)
    expect((await send('GET', '/api/pages/navigation')).json()).toEqual([
      { slug: 'about', title: 'About' },
    ])

    // A draft is nobody's to read, and out of the navigation; its administrators still list it.
    const draft = await create({ ...about, title: 'Soon', slug: 'soon', status: 'draft' })
    expect((await send('GET', '/api/pages/soon')).statusCode).toBe(404)
    expect((await send('GET', '/api/pages/navigation')).json()).toHaveLength(1)
    const listed = ManagedPageListSchema.parse(
      (await send('GET', '/api/site/pages', suite.grace)).json(),
    )
    expect(listed.map((p) => p.slug)).toEqual(['privacy', 'about', 'soon'])

    // Published and renamed by another administrator: the kept answers went with the write.
    const changed = await send('PUT', `/api/site/pages/${draft.id}`, suite.grace, {
      ...about,
      title: 'Colophon',
      slug: 'colophon',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(PageSchema.parse((await send('GET', '/api/pages/colophon')).json()).title).toBe(
      'Colophon',
    )
    expect((await send('GET', '/api/pages/navigation')).json()).toEqual([
      { slug: 'about', title: 'About' },
      { slug: 'colophon', title: 'Colophon' },
    ])
    expect((await send('DELETE', `/api/site/pages/${draft.id}`, suite.ed)).statusCode).toBe(403)
    expect((await send('DELETE', `/api/site/pages/${draft.id}`, suite.grace)).statusCode).toBe(204)
    expect((await send('GET', '/api/pages/colophon')).statusCode).toBe(404)
    expect((await send('DELETE', `/api/site/pages/${draft.id}`, suite.grace)).statusCode).toBe(404)
  })

  test('a slug that names a screen or a route, or another page, is refused with its field', async () => {
    for (const [slug, message] of [
      ['login', pageMessages.slugReserved],
      ['api', pageMessages.slugReserved],
      ['sitemap', pageMessages.slugReserved],
      ['settings', pageMessages.slugReserved],
      ['rss.xml', pageMessages.slugInvalid],
      ['..', pageMessages.slugInvalid],
      ['About Us', pageMessages.slugInvalid],
      ['', pageMessages.slugInvalid],
      ['privacy', pageMessages.slugTaken],
      ['about', pageMessages.slugTaken],
    ] as const) {
      const res = await send('POST', '/api/site/pages', suite.ada, { ...about, slug })
      expect(res.statusCode, slug).toBe(400)
      expect(res.json().error.fields, slug).toEqual({ slug: message })
    }
  })

  test('every route at the root and every file of public/ is a reserved slug, or no slug at all', async () => {
    const slugLike = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
    const names = [...rootSegments(suite.t.app.routeTable), ...fs.readdirSync('public')]
    for (const name of names.filter((n) => slugLike.test(n))) {
      expect(RESERVED_PAGE_SLUGS.has(name), name).toBe(true)
    }
  })

  test('the privacy page starts with the words /privacy had, is edited, and stays at /privacy', async () => {
    const privacy = PageSchema.parse((await send('GET', '/api/pages/privacy')).json())
    expect(privacy.title).toBe('Privacy')
    expect(privacy.bodyHtml).toContain('Quill keeps what it needs to run')
    const row = ManagedPageListSchema.parse(
      (await send('GET', '/api/site/pages', suite.ada)).json(),
    ).find((p) => p.slug === 'privacy')
    expect(row?.body).toBe(PRIVACY_PAGE_START.body)
    const url = `/api/site/pages/${row?.id}`
    const input = { ...about, slug: 'privacy', title: 'Privacy', body: 'We keep nothing.' }
    for (const change of [{ slug: 'our-privacy' }, { status: 'draft' }]) {
      const res = await send('PUT', url, suite.ada, { ...input, ...change })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toEqual({ slug: pageMessages.privacyStays })
    }
    expect((await send('DELETE', url, suite.ada)).statusCode).toBe(400)
    expect((await send('PUT', url, suite.ada, input)).statusCode).toBe(200)
    expect(PageSchema.parse((await send('GET', '/api/pages/privacy')).json()).bodyHtml).toBe(
      '<p>We keep nothing.</p>\n',
    )
  })
})
