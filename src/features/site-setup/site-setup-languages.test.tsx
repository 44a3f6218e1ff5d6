// The first run in each of Quill's languages (docs/decisions/0077): the invitation on an unowned
// site's home page and the setup form's button. The site's fields are site-fields-languages'.
import { render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { store } from '../../../mocks/store'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { createTestQueryClient, renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs, signOut } from '../../../tests/setup/signed-in'
import { AppProviders } from '../../app-providers'
import { SetupForm } from './components/setup-form'

afterEach(resetSession)

const EXPECTED: Record<Language, { title: string; link: string; submit: string }> = {
  en: { title: 'This site has no owner yet', link: 'Set up this site', submit: 'Set up the site' },
  fr: {
    title: 'Ce site n’a pas encore de propriétaire',
    link: 'Configurer ce site',
    submit: 'Configurer le site',
  },
  de: {
    title: 'Diese Website hat noch keinen Eigentümer',
    link: 'Diese Website einrichten',
    submit: 'Website einrichten',
  },
  es: {
    title: 'Este sitio aún no tiene propietario',
    link: 'Configurar este sitio',
    submit: 'Configurar el sitio',
  },
  ar: { title: 'ليس لهذا الموقع مالك بعد', link: 'إعداد هذا الموقع', submit: 'إعداد الموقع' },
}

test.each(EVERY_LANGUAGE)('an unowned site invites its visitor in %s', async (language) => {
  const i18n = await strictTranslator(language)
  signOut()
  store.site = { ...store.site, setUp: false }
  renderApp('/', createTestQueryClient(), i18n)
  expect(await screen.findByText(EXPECTED[language].title)).toBeVisible()
  expect(screen.getByRole('link', { name: EXPECTED[language].link })).toHaveAttribute(
    'href',
    '/setup',
  )
})

test.each(EVERY_LANGUAGE)(
  'the setup form in %s: the site’s fields and its button',
  async (language) => {
    const i18n = await strictTranslator(language)
    signInAs()
    render(
      <AppProviders queryClient={createTestQueryClient()} i18n={i18n}>
        <SetupForm onDone={() => {}} />
      </AppProviders>,
    )
    expect(screen.getByRole('button', { name: EXPECTED[language].submit })).toBeVisible()
    expect(screen.getAllByRole('textbox')).toHaveLength(2)
  },
)
