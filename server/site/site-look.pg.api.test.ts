// A look saved on one instance is the look on every instance at once (ADR 0076, 0074, 0035): B
// has kept its settings, manifest and home page, and drops them when A's NOTIFY comes.
import { describe, test } from 'vitest'
import { DEFAULT_SITE_SETTINGS, SiteSchema } from '../../contract/site'
import { accentPalette } from '../../contract/site-palette'
import { parseHead } from '../../tests/setup/head-tags'
import type { TestApp } from '../../tests/setup/server'
import { getOn, savedOnAShownOnB, sitePair } from '../../tests/setup/site-across-instances'

describe('a new look across two instances on one PostgreSQL', () => {
  const pair = sitePair()

  /** What an instance shows of the look, in each place it keeps an answer. */
  async function lookOn(on: TestApp) {
    const get = await getOn(on)
    const { settings } = SiteSchema.parse((await get('/api/site')).json())
    const home = parseHead((await get('/')).body)
    return {
      palette: settings.accentPalette[8],
      navigation: settings.navigation.map((link) => link.label),
      manifest: (await get('/manifest.webmanifest')).json<{ theme_color: string }>().theme_color,
      bar: home.meta.get('theme-color')?.[0],
    }
  }

  test('the owner saves an accent and a link on A; B shows them within a second', async () => {
    await savedOnAShownOnB(pair, lookOn, {
      before: { palette: '#1971c2', navigation: [], manifest: '#1c7ed6', bar: '#ffffff' },
      settings: {
        ...DEFAULT_SITE_SETTINGS,
        accentColor: '#7048e8',
        navigation: [{ label: 'About', url: '/about' }],
      },
      after: {
        palette: accentPalette('#7048e8')[8],
        navigation: ['About'],
        manifest: '#7048e8',
        bar: '#7048e8',
      },
    })
  })
})
