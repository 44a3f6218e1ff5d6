// A rename on one instance is the site's name on every instance at once (ADR 0074, 0035): B has
// kept its pages, its feed, its manifest and its settings, and drops them when A's NOTIFY comes.
import { describe, test } from 'vitest'
import { DEFAULT_SITE_SETTINGS, SiteSchema } from '../../contract/site'
import { metaContent, parseHead } from '../../tests/setup/head-tags'
import type { TestApp } from '../../tests/setup/server'
import { getOn, savedOnAShownOnB, sitePair } from '../../tests/setup/site-across-instances'

describe('a rename across two instances on one PostgreSQL', () => {
  const pair = sitePair()

  /** What an instance says the site's name is, in each place it keeps an answer. */
  async function namesOn(on: TestApp): Promise<Record<string, string | undefined>> {
    const get = await getOn(on)
    const page = parseHead((await get('/')).body)
    const rss = (await get('/rss.xml')).body
    return {
      title: page.title,
      siteName: metaContent(page, 'og:site_name'),
      api: SiteSchema.parse((await get('/api/site')).json()).settings.title,
      rss: /<channel>\s*<title>([^<]*)<\/title>/.exec(rss)?.[1],
      manifest: (await get('/manifest.webmanifest')).json<{ name: string }>().name,
    }
  }
  const everywhere = (name: string) => ({
    title: name,
    siteName: name,
    api: name,
    rss: name,
    manifest: name,
  })

  test('the owner renames the site on A; B says the new name everywhere within a second', async () => {
    await savedOnAShownOnB(pair, namesOn, {
      before: everywhere('Quill'),
      settings: { ...DEFAULT_SITE_SETTINGS, title: 'Field Notes' },
      after: everywhere('Field Notes'),
    })
  })
})
