// Other people's real export files (server/transfer/fixtures/, each named in its README) through
// `POST /api/import`, field by field: what arrives, what is kept of its history, what is an error
// line (ADR 0080), on both databases.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { slugify } from '../../contract/slug'
import { importMessages } from '../../contract/transfer'
import { testDialects } from '../../tests/setup/server'
import { transferTesting } from './routes'
import { png, transferSuite } from './transfer-suite'

const fixture = (name: string) => ({
  name: path.basename(name),
  data: readFileSync(path.join(import.meta.dirname, 'fixtures', name)),
})
const HOSTED = /^http:\/\/localhost:3000\/images\/[0-9a-f]{64}-\d+x\d+\.webp$/

describe.each(testDialects())('real export files on %s', (dialect) => {
  const suite = transferSuite(dialect)
  const { imported, postOf, publish } = suite
  const fetched: string[] = []

  // The fixtures name images on the internet: a stand-in answers each with a picture.
  beforeAll(async () => {
    const picture = await png('#557799')
    transferTesting.fetchImage = async (url) => {
      fetched.push(url)
      return picture
    }
  })
  afterAll(() => {
    transferTesting.fetchImage = undefined
  })

  test('Ghost 0.11 (LTS): html or markdown; a post with neither is an error line', async () => {
    const result = await imported(suite.author, [fixture('ghost-0.11-lts.json')])
    expect(result.imported.map((p) => p.postTitle)).toEqual([
      'Scheduled post 2 empty markdown',
      'Scheduled post 3 null markdown',
      'Scheduled post 6 no mobiledoc field',
    ])
    expect(result.errors).toEqual([
      { file: 'ghost-0.11-lts.json#3', message: importMessages.emptyPost },
      { file: 'ghost-0.11-lts.json#4', message: importMessages.emptyPost },
    ])
    const [first, , markdownOnly] = await Promise.all(
      result.imported.map((p) => postOf(suite.author, p._id)),
    )
    expect(first).toMatchObject({
      postTitle: 'Scheduled post 2 empty markdown',
      slug: 'scheduled-post2',
      tags: ['tag1'],
      postBody: 'This a post scheduled for publication',
      image: '',
      status: 'draft',
    })
    // Ghost 0.x kept only `markdown` here: it is the body (it arrived empty before).
    expect(markdownOnly).toMatchObject({
      slug: 'scheduled-post6',
      postBody: 'This a post scheduled for publication',
      tags: [],
    })
    // Scheduled there, never out: its date is not a publication's, and publishing dates it now.
    const out = await publish(suite.author, first!._id)
    expect(out.date > '2026-01-01').toBe(true)
    expect(out.slug).toBe('scheduled-post2')
  })

  test('Ghost 0.4 (export 003): dates in milliseconds, its tag, published on its date', async () => {
    const result = await imported(suite.author, [fixture('ghost-0.4-003.json')])
    expect(result).toMatchObject({ imported: [{ postTitle: 'Welcome to Ghost' }], errors: [] })
    const id = result.imported[0]!._id
    expect(await postOf(suite.author, id)).toMatchObject({
      slug: 'welcome-to-ghost',
      tags: ['getting-started'],
      postBody: "You're live! Nice.",
      image: '',
      status: 'draft',
    })
    const out = await publish(suite.author, id)
    expect(out).toMatchObject({ status: 'published', date: '2013-12-29T11:58:30.783Z' })
    expect(out.slug).toBe('welcome-to-ghost')
  })

  test('Ghost 2.9: html as Markdown, its slug, its feature image, its date', async () => {
    const result = await imported(suite.author, [fixture('ghost-2.9.json')])
    expect(result).toMatchObject({
      imported: [{ postTitle: 'Organising your content' }],
      errors: [],
    })
    const id = result.imported[0]!._id
    const post = await postOf(suite.author, id)
    expect(post).toMatchObject({ slug: 'organising-content', tags: [], status: 'draft' })
    expect(post.postBody).toMatch(
      /^Ghost has a flexible organisational taxonomy called \*\*tags\*\* which can be used/,
    )
    expect(post.postBody).toContain('\n\n# Basic Tagging\n\n')
    expect(post.image).toMatch(HOSTED)
    expect(fetched).toContain('https://static.ghost.org/v2.0.0/images/organising-your-content.jpg')
    expect((await publish(suite.author, id)).date).toBe('2021-03-24T05:57:58.000Z')
  })

  test('Ghost 4.1: html, feature image as the cover; again: skipped; mobiledoc alone', async () => {
    const result = await imported(suite.author, [fixture('ghost-4.1.json')])
    expect(result).toMatchObject({
      imported: [{ postTitle: 'Building your audience with subscriber signups' }],
      errors: [],
    })
    const id = result.imported[0]!._id
    const post = await postOf(suite.author, id)
    expect(post).toMatchObject({ slug: 'portal', tags: [], status: 'draft' })
    expect(post.postBody).toMatch(/^What sets Ghost apart from other products/)
    expect(post.image).toMatch(HOSTED)
    expect(fetched).toContain('https://static.ghost.org/v4.0.0/images/creating-a-custom-theme.png')
    expect(post.postBody).not.toContain('static.ghost.org')

    // The same export again: already here, skipped with a line.
    const again = await imported(suite.author, [fixture('ghost-4.1.json')])
    expect(again).toEqual({
      imported: [],
      errors: [{ file: 'ghost-4.1.json#1', message: importMessages.alreadyHere }],
    })

    // An export whose post has no html: its mobiledoc is read.
    const json = JSON.parse(fixture('ghost-4.1.json').data.toString()) as {
      db: { data: { posts: Record<string, unknown>[] } }[]
    }
    delete json.db[0]!.data.posts[0]!.html
    const fromMobiledoc = await imported(suite.other, [
      { name: 'no-html.json', data: Buffer.from(JSON.stringify(json)) },
    ])
    expect(fromMobiledoc.errors).toEqual([])
    const other = await postOf(suite.other, fromMobiledoc.imported[0]!._id)
    expect(other.postBody).toMatch(/^What sets Ghost apart from other products/)
    expect(other.postBody).toContain('\n\n---\n\n')
    expect(other.postBody).toMatch(/!\[\]\(http:\/\/localhost:3000\/images\//)

    const out = await publish(suite.author, id)
    expect(out.date).toBe('2021-03-24T04:34:12.000Z')
  })

  test('WordPress WXR 1.1: the post, not the page; category and tag; its slug and date', async () => {
    const result = await imported(suite.author, [fixture('wordpress-valid-wxr-1.1.xml')])
    expect(result).toEqual({
      imported: [{ _id: result.imported[0]!._id, postTitle: 'Hello world!' }],
      errors: [],
    })
    const id = result.imported[0]!._id
    expect(await postOf(suite.author, id)).toMatchObject({
      slug: 'hello-world',
      // `post_tax` is neither a category nor a tag.
      tags: ['alpha', 'clippable'],
      postBody:
        'Welcome to WordPress. This is your first post. Edit or delete it, then start blogging!',
      image: '',
      status: 'draft',
    })
    const out = await publish(suite.author, id)
    expect(out).toMatchObject({ date: '2010-10-16T20:53:18.000Z', slug: 'hello-world' })
  })

  test('a Medium feed: its title heading and read counter left out, a cover from the body', async () => {
    const result = await imported(suite.author, [fixture('medium-feed.xml')])
    const title = 'TeamSpot — A sport team management app built with Flutter and Firebase'
    expect(result).toMatchObject({ imported: [{ postTitle: title }], errors: [] })
    const id = result.imported[0]!._id
    const post = await postOf(suite.author, id)
    expect(post).toMatchObject({
      slug: slugify(title),
      tags: ['team-management-app', 'event-management-app', 'team-management', 'apps', 'flutter'],
      status: 'draft',
    })
    expect(post.postBody).toMatch(/^I finally got to publish the first version of my new app/)
    expect(post.postBody).not.toContain('_/stat')
    expect(post.image).toMatch(HOSTED)
    expect(post.postBody).toContain(`![](${post.image})`)
    const out = await publish(suite.author, id)
    expect(out.date).toBe('2021-10-26T04:07:52.000Z')
  })

  test('Jekyll posts: the date of the file name, `tag`, YAML ended by dots, no title', async () => {
    const result = await imported(suite.author, [
      fixture('jekyll/2009-05-18-tag.markdown'),
      fixture('jekyll/2010-01-09-timezone-override.markdown'),
      fixture('jekyll/2013-05-28-classifications.md'),
      fixture('jekyll/2014-03-03-yaml-with-dots.md'),
    ])
    expect(result.imported.map((p) => p.postTitle)).toEqual([
      'A Tag',
      'Some Tags',
      'Test Post Where YAML Ends in Dots',
    ])
    expect(result.errors).toEqual([
      { file: '2010-01-09-timezone-override.markdown', message: 'Title is required' },
    ])
    const [tagged, classified, dotted] = await Promise.all(
      result.imported.map((p) => postOf(suite.author, p._id)),
    )
    expect(tagged).toMatchObject({ tags: ['code'], postBody: 'Whoa.', slug: 'a-tag' })
    expect(classified).toMatchObject({ tags: [], postBody: 'Our most famous beverages' })
    expect(dotted).toMatchObject({ postBody: '# Test' })
    const out = await publish(suite.author, tagged!._id)
    expect(out.date).toBe('2009-05-18T00:00:00.000Z')
  })

  test("Hugo posts: TOML front matter's title, date and tags", async () => {
    const result = await imported(suite.author, [
      fixture('hugo/emoji-support.md'),
      fixture('hugo/goisforlovers.md'),
    ])
    expect(result.errors).toEqual([])
    expect(result.imported.map((p) => p.postTitle)).toEqual([
      'Emoji Support',
      '(Hu)go Template Primer',
    ])
    const [emoji, primer] = await Promise.all(
      result.imported.map((p) => postOf(suite.author, p._id)),
    )
    expect(emoji).toMatchObject({ tags: ['emoji'], status: 'draft', image: '' })
    expect(emoji!.postBody).toMatch(/^Emoji can be enabled in a Hugo project/)
    expect(primer).toMatchObject({
      tags: ['go', 'golang', 'templates', 'themes', 'development'],
    })
    expect(primer!.postBody).toMatch(/^Hugo uses the excellent \[Go\]/)
    expect((await publish(suite.author, emoji!._id)).date).toBe('2019-03-05T00:00:00.000Z')
    expect((await publish(suite.author, primer!._id)).date).toBe('2014-04-02T00:00:00.000Z')
  })
})
