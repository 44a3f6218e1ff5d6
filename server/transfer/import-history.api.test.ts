// Imports keep their history (ADR 0080): an imported post is published on its first date and
// under its slug, what is already here is skipped, a cover comes from the body; and the failures
// other people's files found — each a test that failed before its fix (both databases).
import { createHash } from 'node:crypto'
import { strToU8, zipSync } from 'fflate'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { slugify } from '../../contract/slug'
import { importMessages } from '../../contract/transfer'
import { testDialects } from '../../tests/setup/server'
import { bearer } from '../../tests/setup/users'
import { requestWith } from '../../tests/setup/suite'
import { siteUrls } from '../../contract/site-urls'
import { resolvePage } from '../findable/page-meta'
import { publishScheduled } from '../posts/scheduled'
import { transferTesting } from './routes'
import { md, transferSuite } from './transfer-suite'

const ghost = (posts: Record<string, unknown>[]) =>
  Buffer.from(JSON.stringify({ db: [{ meta: { version: '5.0.0' }, data: { posts } }] }))

const rss = (items: string, extra = '') =>
  Buffer.from(
    `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/"${extra}><channel><title>t</title>${items}</channel></rss>`,
  )

const wpItem = (id: number, title: string, type: string, status = 'publish', extra = '') =>
  `<item><title>${title}</title><content:encoded><![CDATA[<p>${title} text</p>]]></content:encoded>` +
  `<wp:post_id>${id}</wp:post_id><wp:post_date_gmt>2015-06-0${(id % 9) + 1} 08:00:00</wp:post_date_gmt>` +
  `<wp:post_name>${slugify(title)}</wp:post_name><wp:status>${status}</wp:status>` +
  `<wp:post_type>${type}</wp:post_type>${extra}</item>`

describe.each(testDialects())('imports keep their history on %s', (dialect) => {
  const suite = transferSuite(dialect)
  const send = requestWith(suite)
  const { imported, postOf, publish } = suite

  test('a Markdown file dated 2019-05-04 is published dated 2019-05-04, under its slug', async () => {
    const file = md('---\ntitle: A spring day\ndate: 2019-05-04\nslug: spring-day\n---\nSun.')
    const result = await imported(suite.author, [{ name: 'spring.md', data: file }])
    expect(result.errors).toEqual([])
    const id = result.imported[0]!._id
    const draft = await postOf(suite.author, id)
    expect(draft).toMatchObject({ status: 'draft', slug: 'spring-day' })
    const out = await publish(suite.author, id)
    expect(out).toMatchObject({ status: 'published', date: '2019-05-04T00:00:00.000Z' })
    expect(out.slug).toBe('spring-day')
    // Its page lives under the kept slug: the title's own moves there (ADR 0047's 301).
    const site = {
      ...siteUrls('http://localhost:3000'),
      name: 'Q',
      description: '',
      language: 'en',
      sameAs: [],
      logo: '',
      cover: '',
    }
    const db = suite.t.app.database.db
    const page = await resolvePage(db, site, `/post/${id}/${slugify('A spring day')}`)
    expect(page).toMatchObject({ status: 301, location: `/post/${id}/spring-day` })
    expect((await resolvePage(db, site, `/post/${id}/spring-day`)).status).toBe(200)

    // A new title: the slug is the new title's, as for any post (ADR 0047).
    const renamed = await send('PUT', `/api/updatePost/${id}`, bearer(suite.author), {
      postBody: { postTitle: 'An autumn day', postBody: out.postBody, image: out.image },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const after = await postOf(suite.author, id)
    expect(after).toMatchObject({ slug: 'an-autumn-day', date: '2019-05-04T00:00:00.000Z' })

    // The same file again, or another with the same title and date: already here.
    const again = await imported(suite.author, [
      { name: 'spring.md', data: file },
      { name: 'copy.md', data: md('---\ntitle: An autumn day\ndate: 2019-05-04\n---\nSun.') },
    ])
    expect(again).toEqual({
      imported: [],
      errors: [
        { file: 'spring.md', message: importMessages.alreadyHere },
        { file: 'copy.md', message: importMessages.alreadyHere },
      ],
    })
    // Someone else's import of it is theirs.
    expect((await imported(suite.other, [{ name: 'spring.md', data: file }])).errors).toEqual([])
  })

  test('a scheduled import is published on its first date too', async () => {
    const result = await imported(suite.author, [
      { name: 'old.md', data: md('---\ntitle: Long ago\ndate: 2012-02-03T04:05:06Z\n---\nOld.') },
    ])
    const id = result.imported[0]!._id
    const cover = await suite.uploadImage(suite.author, '#336699')
    const publishAt = new Date(Date.now() + 3_600_000).toISOString()
    const res = await send('PUT', `/api/updatePost/${id}`, bearer(suite.author), {
      postBody: {
        postTitle: 'Long ago',
        postBody: 'Old.',
        image: cover,
        status: 'scheduled',
        publishAt,
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await publishScheduled(suite.t.app.database.db, { postId: id, publishAt })).toBe(true)
    expect(await postOf(suite.author, id)).toMatchObject({
      status: 'published',
      date: '2012-02-03T04:05:06.000Z',
    })
  })

  test("a post without a cover takes its body's first image", async () => {
    transferTesting.fetchOptions = { allowPrivate: true }
    const result = await imported(suite.author, [
      {
        name: 'pictured.md',
        data: md(`---\ntitle: Pictured\n---\nText.\n\n![one](${suite.pictureUrl})`),
      },
    ])
    transferTesting.fetchOptions = {}
    expect(result.errors).toEqual([])
    const post = await postOf(suite.author, result.imported[0]!._id)
    expect(post.image).toMatch(/^http:\/\/localhost:3000\/images\/[0-9a-f]{64}-40x30\.webp$/)
    expect(post.postBody).toBe(`Text.\n\n![one](${post.image})`)
  })

  test('a <frameset> in one post is that post, never a 500 for the whole import', async () => {
    const res = await suite.importAs(suite.author, [
      {
        name: 'framed.json',
        data: ghost([
          {
            id: 'f1',
            title: 'Framed',
            html: '<frameset cols="50%"><frame src="a.html"></frameset>',
          },
          {
            id: 'f2',
            title: 'Framed with words',
            html: '<frameset><frame src="a"><noframes><p>Kept words</p></noframes></frameset>',
          },
          { id: 'f3', title: 'Fine', html: '<p>Fine.</p>' },
        ]),
      },
      {
        name: 'framed.xml',
        data: rss(
          '<item><title>Feed frame</title><description><![CDATA[<frameset><frame></frameset><p>x</p>]]></description></item>',
        ),
      },
    ])
    expect(res.statusCode, res.body).toBe(200)
    const result = res.json<{ imported: { postTitle: string }[]; errors: unknown[] }>()
    expect(result.imported.map((p) => p.postTitle)).toEqual([
      'Framed with words',
      'Fine',
      'Feed frame',
    ])
    // A frameset and nothing else: no text, said so.
    expect(result.errors).toEqual([{ file: 'framed.json#1', message: importMessages.emptyPost }])
  })

  test('Ghost 5 lexical is read; an editor document it cannot read is a line, not an empty post', async () => {
    const lexical = JSON.stringify({
      root: {
        children: [
          { type: 'heading', tag: 'h2', children: [{ type: 'extended-text', text: 'Part one' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Read ' },
              {
                type: 'link',
                url: 'https://example.com/',
                children: [{ type: 'text', text: 'this' }],
              },
            ],
          },
          { type: 'markdown', markdown: '- a\n- b' },
        ],
      },
    })
    const result = await imported(suite.author, [
      {
        name: 'ghost5.json',
        data: ghost([
          {
            id: 'l1',
            title: 'Lexical',
            html: null,
            lexical,
            status: 'published',
            published_at: '2023-04-05T06:07:08.000Z',
          },
          {
            id: 'l2',
            title: 'Unknown',
            html: null,
            lexical: '{"root":{"children":[{"type":"callout"}]}}',
          },
        ]),
      },
    ])
    expect(result.imported.map((p) => p.postTitle)).toEqual(['Lexical'])
    expect(result.errors).toEqual([
      { file: 'ghost5.json#2', message: importMessages.ghostEditorUnread },
    ])
    const post = await postOf(suite.author, result.imported[0]!._id)
    expect(post.postBody).toBe('## Part one\n\nRead [this](https://example.com/)\n\n- a\n- b')
  })

  test("a WordPress export's posts only: no page, attachment, menu item, theme item, revision or bin", async () => {
    const attachment = wpItem(
      9,
      'photo',
      'attachment',
      'inherit',
      '<wp:attachment_url>https://example.com/photo.png</wp:attachment_url>',
    )
    const items = [
      wpItem(1, 'Real post', 'post', 'publish'),
      wpItem(2, 'A draft', 'post', 'draft'),
      wpItem(3, 'About', 'page'),
      attachment,
      wpItem(4, 'Home', 'nav_menu_item'),
      wpItem(5, 'Custom CSS', 'custom_css'),
      wpItem(6, 'Global styles', 'wp_global_styles'),
      wpItem(7, 'Real post', 'revision', 'inherit'),
      wpItem(8, 'Binned', 'post', 'trash'),
      wpItem(10, 'Auto', 'post', 'auto-draft'),
    ].join('')
    const result = await imported(suite.author, [{ name: 'wordpress.xml', data: rss(items) }])
    expect(result.imported.map((p) => p.postTitle)).toEqual(['Real post', 'A draft'])
    expect(result.errors).toEqual([])
    const [real, draft] = await Promise.all(result.imported.map((p) => postOf(suite.author, p._id)))
    expect(real).toMatchObject({ slug: 'real-post', postBody: 'Real post text' })
    expect((await publish(suite.author, real!._id)).date).toBe('2015-06-02T08:00:00.000Z')
    // A draft there was never out: publishing it dates it now.
    expect((await publish(suite.author, draft!._id)).date > '2026-01-01').toBe(true)
  })

  test('a feed whose CDATA says `<!ENTITY` is read; one that declares an entity is not', async () => {
    const result = await imported(suite.author, [
      {
        name: 'words.xml',
        data: rss(
          '<item><title>About XML</title><description><![CDATA[<p>Write <code><!ENTITY a "b"></code> in a DTD.</p>]]></description><!-- <!ENTITY in a comment --></item>',
        ),
      },
      {
        name: 'bomb.xml',
        data: Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><rss><channel/></rss>',
        ),
      },
    ])
    expect(result.imported.map((p) => p.postTitle)).toEqual(['About XML'])
    expect(result.errors).toEqual([{ file: 'bomb.xml', message: importMessages.xmlEntities }])
    // The HTML parser reads `<!ENTITY …>` as a bogus comment: the post's words stay.
    expect((await postOf(suite.author, result.imported[0]!._id)).postBody).toBe('Write in a DTD.')
  })

  test('Jekyll `tags: a b c` is three tags; a dotted tag is made a tag, one that cannot be is left out', async () => {
    const result = await imported(suite.author, [
      { name: 'spaced.md', data: md('---\ntitle: Spaced\ntags: alpha beta gamma\n---\nx') },
      { name: 'dotted.md', data: md('---\ntitle: Dotted\ntags: [node.js, Café, web]\n---\nx') },
      { name: 'plus.md', data: md('---\ntitle: Plus\ntags: [C++, web]\n---\nx') },
    ])
    expect(result.imported.map((p) => p.postTitle)).toEqual(['Spaced', 'Dotted', 'Plus'])
    expect(result.errors).toEqual([{ file: 'plus.md', message: importMessages.tagDropped('C++') }])
    const [spaced, dotted, plus] = await Promise.all(
      result.imported.map((p) => postOf(suite.author, p._id)),
    )
    expect(spaced!.tags).toEqual(['alpha', 'beta', 'gamma'])
    expect(dotted!.tags).toEqual(['node-js', 'cafe', 'web'])
    expect(plus!.tags).toEqual(['web'])
  })

  test("another Quill's cover, already a WebP at output size, keeps its bytes", async () => {
    // Noise, so that encoding it again cannot give the same bytes by chance.
    const pixels = Buffer.from(Array.from({ length: 64 * 48 * 3 }, (_, i) => (i * 7919) % 251))
    const webp = await sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } })
      .webp({ quality: 90 })
      .toBuffer()
    const hash = createHash('sha256').update(webp).digest('hex')
    // As another server exports it: its name is its hash there, unknown here.
    const name = `images/${hash}-64x48.webp`
    const zip = zipSync({
      'moved.md': strToU8(`---\ntitle: Moved\nimage: ${name}\n---\nx`),
      [name]: webp,
    })
    const result = await imported(suite.other, [{ name: 'other-quill.zip', data: zip }])
    expect(result.errors).toEqual([])
    const post = await postOf(suite.other, result.imported[0]!._id)
    expect(post.image).toBe(`http://localhost:3000/images/${hash}-64x48.webp`)
    const stored = await send('GET', `/images/${hash}-64x48.webp`)
    expect(createHash('sha256').update(stored.rawPayload).digest('hex')).toBe(hash)
  })
})
