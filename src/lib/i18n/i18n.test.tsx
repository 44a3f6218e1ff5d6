// One translator per render root (docs/decisions/0077): English at once, another language once its
// chunk has come, and whoever translates drawn again when it does.
import { act, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { I18nProvider, useT } from './context'
import { createI18n, loadLanguage } from './i18n'

// The French chunk comes when the test says (and this file gets a module graph of its own, so no
// other test has loaded French before it).
const chunk = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  return { arrive: () => arrive(), arrived }
})
vi.mock('../../locales/fr/shell.messages.json', async (importOriginal) => {
  await chunk.arrived
  return importOriginal()
})

function Probe({ count }: { count: number }) {
  const t = useT()
  return (
    <p>
      {t('nav.home')} / {t('header.menuUnread', { count, more: false })} /{' '}
      {t('header.colorScheme', { scheme: 'dark' })}
    </p>
  )
}

test('English at once; French once its chunk has come, and the readers draw again', async () => {
  const i18n = createI18n('fr')
  const { rerender } = render(
    <I18nProvider i18n={i18n}>
      <Probe count={1} />
    </I18nProvider>,
  )
  // Until the chunk is here, English rather than ids.
  expect(screen.getByRole('paragraph')).toHaveTextContent(
    'Home / Menu, 1 unread notification / Switch to dark mode',
  )
  const loaded = loadLanguage(i18n, 'fr')
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(screen.getByRole('paragraph')).toHaveTextContent(/^Home/)
  chunk.arrive()
  await act(() => loaded)
  expect(screen.getByRole('paragraph')).toHaveTextContent(
    'Accueil / Menu, 1 notification non lue / Passer en mode sombre',
  )
  rerender(
    <I18nProvider i18n={i18n}>
      <Probe count={2} />
    </I18nProvider>,
  )
  expect(screen.getByRole('paragraph')).toHaveTextContent(
    'Accueil / Menu, 2 notifications non lues / Passer en mode sombre',
  )
})

test('each render root has its own language; a loaded one is at hand for the next', async () => {
  const german = createI18n('de')
  await loadLanguage(german, 'de')
  const english = createI18n('en')
  expect(german._('nav.home')).toBe('Startseite')
  expect(english._('nav.home')).toBe('Home')
  // The catalog came once: a later instance is in German from the start.
  expect(createI18n('de')._('nav.home')).toBe('Startseite')
  await loadLanguage(german, 'en')
  expect(german._('nav.home')).toBe('Home')
})

test('useT outside a provider says what is missing', () => {
  expect(() => render(<Probe count={1} />)).toThrow(/I18nProvider/)
})

test("an area's messages: English from the catalog its code imports, another language from its chunk", async () => {
  type Area = Record<string, string>
  const compiled = { 'components.loadMore': ['Load more'] } as unknown as Area
  const missing: string[] = []
  const english = createI18n('en', { onMissing: (id) => missing.push(id) })
  expect(english._('components.loadMore', {}, compiled)).toBe('Load more')
  expect(english._('components.unknown', {}, compiled)).toBe('components.unknown')
  expect(missing).toEqual(['components.unknown'])
  const german = createI18n('de', {
    onMissing: (id, language) => missing.push(`${language} ${id}`),
  })
  await loadLanguage(german, 'de')
  expect(german._('components.loadMore', {}, compiled)).toBe('Mehr laden')
  // A message the language lacks: English's, and the test translator is told.
  expect(
    german._('components.notInGerman', {}, {
      'components.notInGerman': ['Only English'],
    } as unknown as Area),
  ).toBe('Only English')
  expect(missing).toEqual(['components.unknown', 'de components.notInGerman'])
})
