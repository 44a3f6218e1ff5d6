// `POST /api/import` reads zips (refusing bombs and paths out of them), Ghost JSON, RSS and Atom
// into drafts, and copies remote images only from public addresses (both databases).
import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { importMessages } from '../../contract/transfer'
import { testDialects } from '../../tests/setup/server'
import { isPublicAddress } from './fetch-image'
import { transferTesting } from './routes'
import { md, png, transferSuite } from './transfer-suite'

describe.each(testDialects())('export and import on %s', (dialect) => {
  const suite = transferSuite(dialect)
  const { imported, postOf } = suite

  test('a zip: its images are hosted, paths out of it and bombs are refused', async () => {
    const picture = await png('#999922')
    const zip = zipSync({
      'posts/a.md': strToU8('---\ntitle: Zipped\nimage: ../img/p.png\n---\n![x](../img/p.png)'),
      'img/p.png': picture,
      '../escape.md': strToU8('---\ntitle: Escaped\n---\nx'),
      '__MACOSX/._a.md': strToU8('junk'),
    })
    const result = await imported(suite.other, [{ name: 'site.zip', data: zip }])
    expect(result.imported.map((p) => p.postTitle)).toEqual(['Zipped'])
    expect(result.errors).toEqual([
      { file: 'site.zip/../escape.md', message: importMessages.unsafePath },
    ])
    const post = await postOf(suite.other, result.imported[0]!._id)
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
    const refused = await imported(suite.other, [
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
    const result = await imported(suite.other, [
      { name: 'ghost.json', data: md(JSON.stringify(ghost)) },
    ])
    expect(result.errors).toEqual([])
    expect(result.imported.map((p) => p.postTitle)).toEqual(['Ghostly', 'Plain'])
    const ghostly = await postOf(suite.other, result.imported[0]!._id)
    expect(ghostly).toMatchObject({ status: 'draft', tags: ['spooky'] })
    expect(ghostly.postBody).toBe('Hello *there*\n\n-   one')
    expect(ghostly.postBody).not.toContain('alert')
    expect((await postOf(suite.other, result.imported[1]!._id)).postBody).toBe('Only text.')
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
    const result = await imported(suite.other, [
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
      result.imported.map((p) => postOf(suite.other, p._id)),
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
    const refused = await imported(suite.other, [
      {
        name: 'remote.md',
        data: md(`---\ntitle: Remote\nimage: ${suite.pictureUrl}\n---\n![p](${suite.pictureUrl})`),
      },
    ])
    expect(refused.imported.map((p) => p.postTitle)).toEqual(['Remote'])
    expect(refused.errors).toEqual([
      { file: 'remote.md', message: importMessages.imageKept(suite.pictureUrl) },
      { file: 'remote.md', message: importMessages.coverDropped(suite.pictureUrl) },
    ])
    const kept = await postOf(suite.other, refused.imported[0]!._id)
    expect(kept).toMatchObject({ image: '', postBody: `![p](${suite.pictureUrl})` })

    transferTesting.fetchOptions = { allowPrivate: true }
    try {
      const copied = await imported(suite.other, [
        {
          name: 'remote.md',
          data: md(
            `---\ntitle: Remote\nimage: ${suite.pictureUrl}\n---\n![p](${suite.pictureUrl})`,
          ),
        },
      ])
      expect(copied.errors).toEqual([])
      const post = await postOf(suite.other, copied.imported[0]!._id)
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
})
