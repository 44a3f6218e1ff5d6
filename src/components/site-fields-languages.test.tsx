// The site's identity fields (the first run's form and Settings → General) in each of Quill's
// languages (docs/decisions/0077): labels and the form's own checks translated, and in English
// the contract's messages word for word, so the client's and the server's cannot drift apart.
import { useForm } from '@mantine/form'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../contract/languages'
import { SITE_DESCRIPTION_MAX, SITE_TITLE_MAX, siteMessages } from '../../contract/site-facts'
import { EVERY_LANGUAGE, strictTranslator } from '../../tests/setup/languages'
import { createTestQueryClient } from '../../tests/setup/render'
import { resetSession, signInAs } from '../../tests/setup/signed-in'
import { AppProviders } from '../app-providers'
import { createI18n } from '../lib/i18n/i18n'
import siteFields from '../locales/en/site-fields.messages.json'
import { type SiteIdentity, SiteIdentityFields, useSiteIdentityRules } from './site-fields'

afterEach(resetSession)

/** The fields in a form of their own, as the setup form and Settings → General hold them. */
function Fields() {
  const form = useForm<SiteIdentity>({
    initialValues: { title: '', description: '', language: 'en', timeZone: 'UTC' },
    validate: useSiteIdentityRules(),
  })
  return (
    <form onSubmit={form.onSubmit(() => {})} noValidate>
      <SiteIdentityFields form={form} />
      <button type="submit">✓</button>
    </form>
  )
}

const EXPECTED: Record<
  Language,
  { title: string; language: string; timeZone: string; empty: string; long: string }
> = {
  en: {
    title: 'Site title',
    language: 'Site language',
    timeZone: 'Time zone',
    empty: 'Give the site a title',
    long: 'A site title is at most 80 characters',
  },
  fr: {
    title: 'Titre du site',
    language: 'Langue du site',
    timeZone: 'Fuseau horaire',
    empty: 'Donnez un titre au site',
    long: 'Le titre du site compte au plus 80 caractères',
  },
  de: {
    title: 'Titel der Website',
    language: 'Sprache der Website',
    timeZone: 'Zeitzone',
    empty: 'Geben Sie der Website einen Titel',
    long: 'Ein Website-Titel hat höchstens 80 Zeichen',
  },
  es: {
    title: 'Título del sitio',
    language: 'Idioma del sitio',
    timeZone: 'Zona horaria',
    empty: 'Ponle un título al sitio',
    long: 'El título del sitio tiene como máximo 80 caracteres',
  },
  ar: {
    title: 'عنوان الموقع',
    language: 'لغة الموقع',
    timeZone: 'المنطقة الزمنية',
    empty: 'أعطِ الموقع عنوانًا',
    long: 'لا يتجاوز عنوان الموقع 80 حرفًا',
  },
}

test.each(EVERY_LANGUAGE)(
  'the site’s fields in %s: their labels and their checks',
  async (language) => {
    const expected = EXPECTED[language]
    const i18n = await strictTranslator(language)
    signInAs()
    const user = userEvent.setup()
    render(
      <AppProviders queryClient={createTestQueryClient()} i18n={i18n}>
        <Fields />
      </AppProviders>,
    )
    const title = screen.getByLabelText(expected.title)
    // The site's language is named in itself in every language, as the Language chooser names it.
    expect(screen.getByLabelText(expected.language)).toHaveValue('en')
    expect(screen.getByRole('option', { name: 'Français' })).toBeInTheDocument()
    expect(screen.getByLabelText(expected.timeZone)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '✓' }))
    expect(await screen.findByText(expected.empty)).toBeVisible()
    // Past the field's maxLength, as a paste from elsewhere may be: the form's own check says so.
    fireEvent.change(title, { target: { value: 'x'.repeat(SITE_TITLE_MAX + 1) } })
    await user.click(screen.getByRole('button', { name: '✓' }))
    expect(await screen.findByText(expected.long)).toBeVisible()
  },
)

test('the English checks are the contract’s messages, word for word', () => {
  const i18n = createI18n('en')
  const say = (id: keyof typeof siteFields, values?: Record<string, number>) =>
    i18n._(id, values, siteFields)
  expect(say('siteFields.titleEmpty')).toBe(siteMessages.titleEmpty)
  expect(say('siteFields.titleTooLong', { max: SITE_TITLE_MAX })).toBe(siteMessages.titleTooLong)
  expect(say('siteFields.descriptionTooLong', { max: SITE_DESCRIPTION_MAX })).toBe(
    siteMessages.descriptionTooLong,
  )
  expect(say('siteFields.timeZoneUnknown')).toBe(siteMessages.timeZone)
})
