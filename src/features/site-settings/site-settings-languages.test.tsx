// Settings → General and the audit log in each of Quill's languages (docs/decisions/0077): the
// form's labels, lists, images and checks translated, never an id shown; in English, the
// contract's messages word for word, so the client's and the server's cannot drift apart.
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { siteMessages } from '../../../contract/site-facts'
import { LINK_LABEL_MAX, linkMessages } from '../../../contract/site-links'
import { accentMessage } from '../../../contract/site-palette'
import { store } from '../../../mocks/store'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { createTestQueryClient, renderApp } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'
import { createI18n } from '../../lib/i18n/i18n'
import siteSettings from '../../locales/en/site-settings.messages.json'

afterEach(resetSession)

interface Expected {
  form: string
  accent: string
  accentInvalid: string
  legalRow: string
  addLegal: string
  social: string
  profile: string
  uploadIcon: string
  save: string
  auditEmpty: string
}

const EXPECTED: Record<Language, Expected> = {
  en: {
    form: 'General settings',
    accent: 'Accent colour',
    accentInvalid: 'Enter a colour as # and six hex digits, like #1c7ed6',
    legalRow: 'Footer: Legal: Privacy',
    addLegal: 'Add a link to Footer: Legal',
    social: 'Social accounts',
    profile: 'Profile 1',
    uploadIcon: 'Upload a icon',
    save: 'Save',
    auditEmpty: 'Nothing has been changed yet.',
  },
  fr: {
    form: 'Paramètres généraux',
    accent: 'Couleur d’accent',
    accentInvalid:
      'Saisissez une couleur sous la forme # suivi de six chiffres hexadécimaux, comme #1c7ed6',
    legalRow: 'Pied de page\u00a0: Mentions légales\u00a0: Privacy',
    addLegal: 'Ajouter un lien à Pied de page\u00a0: Mentions légales',
    social: 'Comptes sociaux',
    profile: 'Profil 1',
    uploadIcon: 'Téléverser une icône',
    save: 'Enregistrer',
    auditEmpty: 'Rien n’a encore été modifié.',
  },
  de: {
    form: 'Allgemeine Einstellungen',
    accent: 'Akzentfarbe',
    accentInvalid: 'Geben Sie eine Farbe als # und sechs Hexadezimalziffern ein, etwa #1c7ed6',
    legalRow: 'Fußzeile: Rechtliches: Privacy',
    addLegal: 'Link zu Fußzeile: Rechtliches hinzufügen',
    social: 'Social-Media-Konten',
    profile: 'Profil 1',
    uploadIcon: 'Symbol hochladen',
    save: 'Speichern',
    auditEmpty: 'Bisher wurde nichts geändert.',
  },
  es: {
    form: 'Configuración general',
    accent: 'Color de acento',
    accentInvalid: 'Escribe un color como # y seis dígitos hexadecimales, por ejemplo #1c7ed6',
    legalRow: 'Pie de página: Legal: Privacy',
    addLegal: 'Añadir un enlace a Pie de página: Legal',
    social: 'Redes sociales',
    profile: 'Perfil 1',
    uploadIcon: 'Subir un icono',
    save: 'Guardar',
    auditEmpty: 'Todavía no se ha cambiado nada.',
  },
  ar: {
    form: 'الإعدادات العامة',
    accent: 'لون التمييز',
    accentInvalid: 'أدخل لونًا على شكل # وستة أرقام ست عشرية، مثل #1c7ed6',
    legalRow: 'التذييل: المعلومات القانونية: Privacy',
    addLegal: 'إضافة رابط إلى التذييل: المعلومات القانونية',
    social: 'حسابات التواصل الاجتماعي',
    profile: 'الملف 1',
    uploadIcon: 'رفع أيقونة',
    save: 'حفظ',
    auditEmpty: 'لم يُغيَّر شيء بعد.',
  },
}

/** What an id looks like (`siteSettings.save`): no text or name on screen may be one. */
const RAW_ID = /^[a-z]+[A-Za-z]*\.[a-zA-Z.]+$/

function rawIdsOnScreen(): string[] {
  const words: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) words.push(walker.currentNode.textContent?.trim() ?? '')
  for (const element of document.body.querySelectorAll(
    '[aria-label], [title], [placeholder], [alt]',
  )) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      words.push(element.getAttribute(name)?.trim() ?? '')
    }
  }
  return words.filter((word) => RAW_ID.test(word))
}

function asOwner() {
  signInAs()
  store.staff.set(TEST_USER.email, {
    uid: TEST_USER.uid,
    role: 'owner',
    since: '2026-11-01T00:00:00.000Z',
  })
}

test.each(EVERY_LANGUAGE)(
  'Settings → General in %s: the form’s words and its checks',
  async (language) => {
    const expected = EXPECTED[language]
    const i18n = await strictTranslator(language)
    asOwner()
    const { user } = renderApp('/settings', createTestQueryClient(), i18n)
    const form = await screen.findByRole('form', { name: expected.form })
    expect(within(form).getByRole('group', { name: expected.legalRow })).toBeVisible()
    expect(within(form).getByRole('button', { name: expected.addLegal })).toBeVisible()
    const social = within(form).getByRole('group', { name: expected.social })
    expect(within(social).getByLabelText(expected.profile)).toHaveValue('https://github.com')
    expect(within(form).getByRole('button', { name: expected.uploadIcon })).toBeVisible()
    expect(rawIdsOnScreen()).toEqual([])

    fireEvent.change(within(form).getByLabelText(expected.accent), { target: { value: 'blue' } })
    await user.click(within(form).getByRole('button', { name: expected.save }))
    expect(await within(form).findByText(expected.accentInvalid)).toBeVisible()
  },
)

test.each(EVERY_LANGUAGE)('an empty audit log in %s says so', async (language) => {
  const i18n = await strictTranslator(language)
  asOwner()
  renderApp('/settings/audit', createTestQueryClient(), i18n)
  expect(await screen.findByText(EXPECTED[language].auditEmpty)).toBeVisible()
})

test('the English checks are the contract’s messages, word for word', () => {
  const i18n = createI18n('en')
  const say = (id: keyof typeof siteSettings, values?: Record<string, number>) =>
    i18n._(id, values, siteSettings)
  expect(say('siteSettings.staffOnly')).toBe(siteMessages.staffOnly)
  expect(say('siteSettings.accentInvalid')).toBe(accentMessage)
  expect(say('siteSettings.linkLabelEmpty')).toBe(linkMessages.labelEmpty)
  expect(say('siteSettings.linkLabelTooLong', { max: LINK_LABEL_MAX })).toBe(
    linkMessages.labelTooLong,
  )
  expect(say('siteSettings.linkUrlInvalid')).toBe(linkMessages.url)
  expect(say('siteSettings.socialUrlInvalid')).toBe(linkMessages.socialUrl)
})
