// Issue 27 item 5 on both databases: `GET /api/export` is a zip of every post and draft of the
// caller (front matter, images, posts.json); `POST /api/import` reads Markdown, zips, Ghost JSON,
// RSS and Atom into drafts, file by file, and refuses zip bombs, paths out of the zip, and
// front matter that is code. An export imported into another account gives the same posts.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { strToU8, unzipSync, zipSync } from 'fflate'
import matter from 'gray-matter'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../contract/common'
import { ImageUploadResponseSchema } from '../../contract/images'
import { PostSchema, TITLE_MAX, UserPostListSchema } from '../../contract/posts'
import { slugify } from '../../contract/slug'
import { tagMessages } from '../../contract/tags'
import { ImportResultSchema, importMessages } from '../../contract/transfer'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, publishPost } from '../../tests/setup/users'
import { isPublicAddress } from './fetch-image'
import { transferTesting } from './routes'

const png = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer()

async function multipart(files: { name: string; data: Buffer | Uint8Array; field?: string }[]) {
  const form = new FormData()
  for (const file of files) {
    form.append(file.field ?? 'files', new Blob([new Uint8Array(file.data)]), file.name)
  }
  const request = new Request('http://quill.invalid', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

describe.each(testDialects())('export and import on %s', (dialect) => {
  let t: TestApp
  let author: TestUser
  let other: TestUser
  let pictureServer: http.Server
  let pictureUrl: string
  beforeAll(async () => {
    t = await createTestApp(dialect)
    author = await createUser(t, { name: 'Port Author' })
    other = await createUser(t, { name: 'Port Other' })
    const picture = await png('#3366aa')
    pictureServer = http.createServer((req, res) => {
      if (req.url === '/picture.png') {
        res.writeHead(200, { 'content-type': 'image/png' })
        res.end(picture)
      } else {
        res.writeHead(404)
        res.end()
      }
    })
    await new Promise<void>((resolve) => pictureServer.listen(0, '127.0.0.1', resolve))
    pictureUrl = `http://127.0.0.1:${(pictureServer.address() as AddressInfo).port}/picture.png`
  })
  afterAll(async () => {
    transferTesting.fetchOptions = {}
    pictureServer.close()
    await t.close()
  })

  const uploadImage = async (user: TestUser, background: string) => {
    const body = await multipart([
      { name: 'photo.png', data: await png(background), field: 'image' },
    ])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images?key=quill',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user) },
    })
    expect(res.statusCode, res.body).toBe(200)
    return ImageUploadResponseSchema.parse(res.json()).data.url
  }
  const exportOf = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/export', headers: bearer(user) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="quill-export-/)
    expect(res.headers['cache-control']).toBe('private, no-store')
    return unzipSync(new Uint8Array(res.rawPayload))
  }
  const importAs = async (
    user: TestUser,
    files: { name: string; data: Buffer | Uint8Array; field?: string }[],
  ) => {
    const body = await multipart(files)
    return t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user) },
    })
  }
  const imported = async (user: TestUser, files: Parameters<typeof importAs>[1]) => {
    const res = await importAs(user, files)
    expect(res.statusCode, res.body).toBe(200)
    return ImportResultSchema.parse(res.json())
  }
  const postOf = async (user: TestUser, id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/post/${id}`, headers: bearer(user) })
    expect(res.statusCode, res.body).toBe(200)
    return PostSchema.parse(res.json())
  }
  const ownPosts = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/userPost?limit=100`,
      headers: { ...bearer(user), email: user.email },
    })
    expect(res.statusCode, res.body).toBe(200)
    return UserPostListSchema.parse(res.json())
  }
  const md = (text: string) => Buffer.from(text)

  test('the export holds every post and draft, their front matter, images and posts.json', async () => {
    const cover = await uploadImage(author, '#aa3333')
    const inline = await uploadImage(author, '#33aa33')
    await publishPost(t, author, {
      postTitle: 'Tides and times',
      postBody: `The sea came in.\n\n![A wave](${inline})\n\nAnd went out.`,
      image: cover,
      tags: ['sea', 'notes'],
    })
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: bearer(author),
      payload: { postTitle: 'Half a thought', postBody: 'Not yet.', status: 'draft' },
    })
    expect(draft.statusCode, draft.body).toBe(201)
    await publishPost(t, other, { postTitle: 'Not mine' })

    const zip = await exportOf(author)
    const names = Object.keys(zip).sort()
    const coverName = cover.split('/').pop() ?? ''
    const inlineName = inline.split('/').pop() ?? ''
    expect(names).toEqual(
      [
        'half-a-thought.md',
        `images/${coverName}`,
        `images/${inlineName}`,
        'posts.json',
        'tides-and-times.md',
      ].sort(),
    )
    const tides = matter(new TextDecoder().decode(zip['tides-and-times.md']))
    expect(tides.data).toMatchObject({
      title: 'Tides and times',
      status: 'published',
      tags: ['sea', 'notes'],
      slug: slugify('Tides and times'),
      image: `images/${coverName}`,
    })
    expect(new Date(String(tides.data.date)).toString()).not.toBe('Invalid Date')
    expect(tides.content.trim()).toBe(
      `The sea came in.\n\n![A wave](images/${inlineName})\n\nAnd went out.`,
    )
    const half = matter(new TextDecoder().decode(zip['half-a-thought.md']))
    expect(half.data).toMatchObject({
      title: 'Half a thought',
      status: 'draft',
      image: '',
      tags: [],
    })
    expect(zip[`images/${coverName}`]?.length).toBeGreaterThan(0)
    const list = JSON.parse(new TextDecoder().decode(zip['posts.json'])) as { title: string }[]
    expect(list.map((p) => p.title).sort()).toEqual(['Half a thought', 'Tides and times'])
  })

  test('an export imported into another account gives the same posts, as drafts', async () => {
    const zip = await exportOf(author)
    const fresh = await createUser(t, { name: 'Fresh Account' })
    const result = await imported(fresh, [{ name: 'export.zip', data: zipSync(zip) }])
    expect(result.errors).toEqual([])
    expect(result.imported.map((p) => p.postTitle).sort()).toEqual([
      'Half a thought',
      'Tides and times',
    ])
    const mine = await ownPosts(author)
    const theirs = await ownPosts(fresh)
    expect(theirs.every((p) => p.status === 'draft')).toBe(true)
    const shape = (posts: typeof mine) =>
      posts
        .map((p) => ({ title: p.postTitle, tags: p.tags, hasImage: p.image !== '' }))
        .sort((a, b) => a.title.localeCompare(b.title))
    expect(shape(theirs)).toEqual(shape(mine))
    // The images are the same bytes, so the same names on the host.
    const byTitle = (posts: typeof mine, title: string) => posts.find((p) => p.postTitle === title)
    expect(byTitle(theirs, 'Tides and times')?.postBody).toBe(
      byTitle(mine, 'Tides and times')?.postBody,
    )
    expect(byTitle(theirs, 'Tides and times')?.image).toBe(byTitle(mine, 'Tides and times')?.image)
    // Nothing imported is public.
    const feed = await t.app.inject({ method: 'GET', url: '/api/posts?limit=100' })
    expect(feed.json<{ authorId?: string }[]>().some((p) => p.authorId === fresh.uid)).toBe(false)
  })

  test('Markdown files: front matter, a title from the first heading, tags as a line', async () => {
    const result = await imported(other, [
      {
        name: 'one.md',
        data: md('---\ntitle: From YAML\ntags: [Rust, web]\nstatus: published\n---\nBody **one**.'),
      },
      { name: 'two.markdown', data: md('# Heading title\n\nBody two.') },
      { name: 'three.md', data: md('---\ntitle: Three\ntags: a, b\n---\n\nBody three.') },
    ])
    expect(result.errors).toEqual([])
    expect(result.imported.map((p) => p.postTitle)).toEqual(['From YAML', 'Heading title', 'Three'])
    const one = await postOf(other, result.imported[0]!._id)
    expect(one).toMatchObject({ status: 'draft', tags: ['rust', 'web'], postBody: 'Body **one**.' })
    expect(one.bodyHtml).toContain('<strong>one</strong>')
    expect((await postOf(other, result.imported[1]!._id)).postBody).toBe('Body two.')
    expect((await postOf(other, result.imported[2]!._id)).tags).toEqual(['a', 'b'])
  })

  test('bad files are error lines with the rule broken; the good ones still import', async () => {
    const result = await imported(other, [
      { name: 'good.md', data: md('---\ntitle: Good one\n---\nFine.') },
      { name: 'untitled.md', data: md('No title anywhere.') },
      { name: 'long.md', data: md(`---\ntitle: ${'x'.repeat(TITLE_MAX + 1)}\n---\nText`) },
      { name: 'tags.md', data: md('---\ntitle: Tagged\ntags: [a, b, c, d, e, f]\n---\nText') },
      {
        name: 'code.md',
        data: md('---js\n{ title: (() => { throw new Error("ran") })() }\n---\nx'),
      },
      { name: 'broken.md', data: md('---\ntitle: [unclosed\n---\nx') },
      { name: 'dated.md', data: md('---\ntitle: Dated\ntags: [2024-01-01, [a]]\n---\nx') },
      { name: 'listed.md', data: md('---\ntitle: [a, b]\n---\nx') },
      { name: 'empty.md', data: Buffer.alloc(0) },
      { name: 'photo.bin', data: Buffer.from([1, 2, 3, 4, 5]) },
      { name: 'bad.zip', data: Buffer.from('PK\u0003\u0004 not really a zip') },
      { name: 'ghost.json', data: md('{"nothing": true}') },
      { name: 'broken.json', data: md('{"db": [') },
      { name: 'feed.xml', data: md('<html><body>no feed</body></html>') },
      {
        name: 'bomb.xml',
        data: md('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><rss><channel/></rss>'),
      },
    ])
    expect(result.imported.map((p) => p.postTitle)).toEqual(['Good one'])
    // Files that cannot be read first, then posts that break a rule.
    expect(result.errors).toEqual([
      { file: 'code.md', message: importMessages.frontMatterLanguage },
      { file: 'broken.md', message: importMessages.badFrontMatter },
      { file: 'dated.md', message: importMessages.tagsNotText },
      { file: 'listed.md', message: importMessages.titleNotText },
      { file: 'empty.md', message: importMessages.emptyFile },
      { file: 'photo.bin', message: importMessages.unknownType },
      { file: 'bad.zip', message: importMessages.badZip },
      { file: 'ghost.json', message: importMessages.notGhost },
      { file: 'broken.json', message: importMessages.badJson },
      { file: 'feed.xml', message: importMessages.notFeed },
      { file: 'bomb.xml', message: importMessages.xmlEntities },
      { file: 'untitled.md', message: 'Title is required' },
      { file: 'long.md', message: `Title must be at most ${TITLE_MAX} characters` },
      { file: 'tags.md', message: tagMessages.tooMany },
    ])
  })

  test('a zip: its images are hosted, paths out of it and bombs are refused', async () => {
    const picture = await png('#999922')
    const zip = zipSync({
      'posts/a.md': strToU8('---\ntitle: Zipped\nimage: ../img/p.png\n---\n![x](../img/p.png)'),
      'img/p.png': picture,
      '../escape.md': strToU8('---\ntitle: Escaped\n---\nx'),
      '__MACOSX/._a.md': strToU8('junk'),
    })
    const result = await imported(other, [{ name: 'site.zip', data: zip }])
    expect(result.imported.map((p) => p.postTitle)).toEqual(['Zipped'])
    expect(result.errors).toEqual([
      { file: 'site.zip/../escape.md', message: importMessages.unsafePath },
    ])
    const post = await postOf(other, result.imported[0]!._id)
    expect(post.image).toMatch(/^http:\/\/localhost:3000\/images\/[0-9a-f]{64}-40x30\.webp$/)
    expect(post.postBody).toBe(`![x](${post.image})`)

    // 30 MB of zeros, compressed to a few kB: a Markdown entry over its bound is not inflated;
    // seven images of 10 MB pass the zip's 64 MB in all: the whole zip is refused.
    const bomb = zipSync({ 'big.md': new Uint8Array(30 * 1024 * 1024) }, { level: 9 })
    const heavy = zipSync(
      Object.fromEntries(
        Array.from({ length: 7 }, (_, i) => [`i${i}.png`, new Uint8Array(10 * 1024 * 1024)]),
      ),
      { level: 9 },
    )
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 2100 }, (_, i) => [`p${i}.md`, strToU8('x')])),
    )
    const refused = await imported(other, [
      { name: 'bomb.zip', data: bomb },
      { name: 'heavy.zip', data: heavy },
      { name: 'many.zip', data: many },
    ])
    expect(refused).toEqual({
      imported: [],
      errors: [
        { file: 'bomb.zip/big.md', message: importMessages.markdownTooLarge },
        { file: 'heavy.zip', message: importMessages.zipTooLarge },
        { file: 'many.zip', message: importMessages.zipTooLarge },
      ],
    })
  })

  test('a Ghost export: HTML as Markdown, its tags, pages left out', async () => {
    const ghost = {
      db: [
        {
          meta: { version: '5.0.0' },
          data: {
            posts: [
              {
                id: 'g1',
                title: 'Ghostly',
                html: '<p>Hello <em>there</em></p><script>alert(1)</script><ul><li>one</li></ul>',
                status: 'published',
                slug: 'ghostly',
                feature_image: null,
              },
              { id: 'g2', title: 'Plain', html: null, plaintext: 'Only text.', status: 'draft' },
              { id: 'g3', title: 'About', html: '<p>A page</p>', type: 'page' },
            ],
            tags: [
              { id: 't1', name: 'Spooky', slug: 'spooky' },
              { id: 't2', name: '#internal', slug: 'hash-internal' },
            ],
            posts_tags: [
              { post_id: 'g1', tag_id: 't1' },
              { post_id: 'g1', tag_id: 't2' },
            ],
          },
        },
      ],
    }
    const result = await imported(other, [{ name: 'ghost.json', data: md(JSON.stringify(ghost)) }])
    expect(result.errors).toEqual([])
    expect(result.imported.map((p) => p.postTitle)).toEqual(['Ghostly', 'Plain'])
    const ghostly = await postOf(other, result.imported[0]!._id)
    expect(ghostly).toMatchObject({ status: 'draft', tags: ['spooky'] })
    expect(ghostly.postBody).toBe('Hello *there*\n\n-   one')
    expect(ghostly.postBody).not.toContain('alert')
    expect((await postOf(other, result.imported[1]!._id)).postBody).toBe('Only text.')
  })

  test('RSS and Atom feeds: each item or entry a draft, categories as tags', async () => {
    const rss = `<?xml version="1.0"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Blog</title>
<item><title>First item</title><description>&lt;p&gt;Short &amp;amp; sweet&lt;/p&gt;</description>
<content:encoded><![CDATA[<h2>Full</h2><p>The <strong>whole</strong> text.</p>]]></content:encoded>
<pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate><category>Notes</category></item>
<item><title>Second item</title><description>&lt;p&gt;Just this.&lt;/p&gt;</description></item>
</channel></rss>`
    const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom blog</title>
<entry><title>Atomic</title><published>2024-02-01T00:00:00Z</published>
<category term="physics"/><category term="notes"/>
<content type="html">&lt;p&gt;Split &lt;a href="https://example.org"&gt;here&lt;/a&gt;&lt;/p&gt;</content></entry>
<entry><title>Plain entry</title><content>Just text</content></entry>
</feed>`
    const result = await imported(other, [
      { name: 'feed.rss', data: md(rss) },
      { name: 'feed.atom', data: md(atom) },
    ])
    expect(result.errors).toEqual([])
    expect(result.imported.map((p) => p.postTitle)).toEqual([
      'First item',
      'Second item',
      'Atomic',
      'Plain entry',
    ])
    const [first, second, atomic, plain] = await Promise.all(
      result.imported.map((p) => postOf(other, p._id)),
    )
    expect(first).toMatchObject({
      status: 'draft',
      tags: ['notes'],
      postBody: '## Full\n\nThe **whole** text.',
    })
    expect(second?.postBody).toBe('Just this.')
    expect(atomic).toMatchObject({
      tags: ['physics', 'notes'],
      postBody: 'Split [here](https://example.org)',
    })
    expect(plain?.postBody).toBe('Just text')
  })

  test('remote images are copied when reachable; private addresses are never fetched', async () => {
    // By default the stand-in server (on 127.0.0.1) is a private address: not fetched.
    const refused = await imported(other, [
      {
        name: 'remote.md',
        data: md(`---\ntitle: Remote\nimage: ${pictureUrl}\n---\n![p](${pictureUrl})`),
      },
    ])
    expect(refused.imported.map((p) => p.postTitle)).toEqual(['Remote'])
    expect(refused.errors).toEqual([
      { file: 'remote.md', message: importMessages.imageKept(pictureUrl) },
      { file: 'remote.md', message: importMessages.coverDropped(pictureUrl) },
    ])
    const kept = await postOf(other, refused.imported[0]!._id)
    expect(kept).toMatchObject({ image: '', postBody: `![p](${pictureUrl})` })

    transferTesting.fetchOptions = { allowPrivate: true }
    try {
      const copied = await imported(other, [
        {
          name: 'remote.md',
          data: md(`---\ntitle: Remote\nimage: ${pictureUrl}\n---\n![p](${pictureUrl})`),
        },
      ])
      expect(copied.errors).toEqual([])
      const post = await postOf(other, copied.imported[0]!._id)
      expect(post.image).toMatch(/^http:\/\/localhost:3000\/images\/[0-9a-f]{64}-40x30\.webp$/)
      expect(post.postBody).toBe(`![p](${post.image})`)
    } finally {
      transferTesting.fetchOptions = {}
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '192.168.0.1',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true)
  })

  test('the request itself: signed in and verified, multipart, within its limits', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/export' })
    expect(anonymous.statusCode).toBe(401)
    const unverified = await createUser(t, { verified: false })
    const body = await multipart([{ name: 'a.md', data: md('# A\n\nb') }])
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(unverified) },
    })
    expect(refused.statusCode).toBe(403)
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: { files: [] },
      headers: bearer(other),
    })
    expect(json.statusCode, json.body).toBe(400)
    expect(ErrorBodySchema.parse(json.json()).error.message).toBe(importMessages.noFiles)
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(other) },
    })
    expect(none.statusCode).toBe(400)
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload:
        '--x\r\nContent-Disposition: form-data; name="f"; filename="a.md"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(other) },
    })
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400)
    expect(garbage.statusCode).toBeLessThan(500)
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: 'x',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(41 * 1024 * 1024),
        ...bearer(other),
      },
    })
    expect(huge.statusCode).toBe(413)
  })
})
