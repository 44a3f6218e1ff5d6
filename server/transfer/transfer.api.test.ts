// `GET /api/export` is a zip of every post and draft of the caller (front matter, images,
// posts.json); an export imported into another account gives the same posts; Markdown files; the
// import request itself (both databases).
import { zipSync } from 'fflate'
import matter from 'gray-matter'
import { describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../contract/common'
import { TITLE_MAX } from '../../contract/posts'
import { slugify } from '../../contract/slug'
import { tagMessages } from '../../contract/tags'
import { importMessages } from '../../contract/transfer'
import { testDialects } from '../../tests/setup/server'
import { bearer, createUser, publishPost } from '../../tests/setup/users'
import { md, multipart, transferSuite } from './transfer-suite'
import { requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('export and import on %s', (dialect) => {
  const suite = transferSuite(dialect)
  const send = requestWith(suite)
  const { uploadImage, exportOf, imported, postOf, ownPosts } = suite

  test('the export holds every post and draft, their front matter, images and posts.json', async () => {
    const cover = await uploadImage(suite.author, '#aa3333')
    const inline = await uploadImage(suite.author, '#33aa33')
    await publishPost(suite.t, suite.author, {
      postTitle: 'Tides and times',
      postBody: `The sea came in.\n\n![A wave](${inline})\n\nAnd went out.`,
      image: cover,
      tags: ['sea', 'notes'],
    })
    const draft = await send('POST', '/api/post', bearer(suite.author), {
      postTitle: 'Half a thought',
      postBody: 'Not yet.',
      status: 'draft',
    })
    expect(draft.statusCode, draft.body).toBe(201)
    await publishPost(suite.t, suite.other, { postTitle: 'Not mine' })

    const zip = await exportOf(suite.author)
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
    const zip = await exportOf(suite.author)
    const fresh = await createUser(suite.t, { name: 'Fresh Account' })
    const result = await imported(fresh, [{ name: 'export.zip', data: zipSync(zip) }])
    expect(result.errors).toEqual([])
    expect(result.imported.map((p) => p.postTitle).sort()).toEqual([
      'Half a thought',
      'Tides and times',
    ])
    const mine = await ownPosts(suite.author)
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
    const feed = await send('GET', '/api/posts?limit=100')
    expect(feed.json<{ authorId?: string }[]>().some((p) => p.authorId === fresh.uid)).toBe(false)
  })

  test('Markdown files: front matter, a title from the first heading, tags as a line', async () => {
    const result = await imported(suite.other, [
      {
        name: 'one.md',
        data: md('---\ntitle: From YAML\ntags: [Rust, web]\nstatus: published\n---\nBody **one**.'),
      },
      { name: 'two.markdown', data: md('# Heading title\n\nBody two.') },
      { name: 'three.md', data: md('---\ntitle: Three\ntags: a, b\n---\n\nBody three.') },
    ])
    expect(result.errors).toEqual([])
    expect(result.imported.map((p) => p.postTitle)).toEqual(['From YAML', 'Heading title', 'Three'])
    const one = await postOf(suite.other, result.imported[0]!._id)
    expect(one).toMatchObject({ status: 'draft', tags: ['rust', 'web'], postBody: 'Body **one**.' })
    expect(one.bodyHtml).toContain('<strong>one</strong>')
    expect((await postOf(suite.other, result.imported[1]!._id)).postBody).toBe('Body two.')
    expect((await postOf(suite.other, result.imported[2]!._id)).tags).toEqual(['a', 'b'])
  })

  test('bad files are error lines with the rule broken; the good ones still import', async () => {
    const result = await imported(suite.other, [
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

  test('the request itself: signed in and verified, multipart, within its limits', async () => {
    const anonymous = await send('GET', '/api/export')
    expect(anonymous.statusCode).toBe(401)
    const unverified = await createUser(suite.t, { verified: false })
    const body = await multipart([{ name: 'a.md', data: md('# A\n\nb') }])
    const refused = await send(
      'POST',
      '/api/import',
      { ...body.headers, ...bearer(unverified) },
      body.payload,
    )
    expect(refused.statusCode).toBe(403)
    const importAsOther = (payload: string | object, headers = {}) =>
      send('POST', '/api/import', { ...bearer(suite.other), ...headers }, payload)
    const boundaryX = { 'content-type': 'multipart/form-data; boundary=x' }
    const json = await importAsOther({ files: [] })
    expect(json.statusCode, json.body).toBe(400)
    expect(ErrorBodySchema.parse(json.json()).error.message).toBe(importMessages.noFiles)
    const none = await importAsOther(
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      boundaryX,
    )
    expect(none.statusCode).toBe(400)
    const garbage = await importAsOther(
      '--x\r\nContent-Disposition: form-data; name="f"; filename="a.md"\r\n\r\nunterminated',
      boundaryX,
    )
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400)
    expect(garbage.statusCode).toBeLessThan(500)
    const huge = await importAsOther('x', {
      ...boundaryX,
      'content-length': String(41 * 1024 * 1024),
    })
    expect(huge.statusCode).toBe(413)
  })
})
