// Invitations to the staff in each of Quill's languages (docs/decisions/0077): the form, its
// check, the waiting list with the role in the language, and the accepted invitation's sentence;
// in English, the contract's messages word for word.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { siteMessages } from '../../../contract/site-facts'
import { store } from '../../../mocks/store'
import { renderWithAuth, signedInUser } from '../../../tests/setup/auth'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { createTestQueryClient } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'
import { AppProviders } from '../../app-providers'
import { createI18n } from '../../lib/i18n/i18n'
import staffInvitations from '../../locales/en/staff-invitations.messages.json'
import { InviteForm } from './components/invite-form'
import { PendingInvitations } from './components/pending-invitations'

afterEach(resetSession)

interface Expected {
  form: string
  email: string
  role: string
  invite: string
  none: string
  emailInvalid: string
  editorUntil: RegExp
  withdraw: string
  accepted: string
}

const EXPECTED: Record<Language, Expected> = {
  en: {
    form: 'Invite to the staff',
    email: 'Email',
    role: 'Role',
    invite: 'Invite',
    none: 'No invitation is waiting.',
    emailInvalid: 'Enter the email address to invite',
    editorUntil: /^Editor · until /,
    withdraw: 'Withdraw the invitation to carl@example.com',
    accepted: 'You are on the staff of Field Notes: contributor.',
  },
  fr: {
    form: 'Inviter dans l’équipe',
    email: 'E-mail',
    role: 'Rôle',
    invite: 'Inviter',
    none: 'Aucune invitation en attente.',
    emailInvalid: 'Saisissez l’adresse e-mail à inviter',
    editorUntil: /^Éditeur · jusqu’au /,
    withdraw: 'Retirer l’invitation envoyée à carl@example.com',
    accepted: 'Vous faites partie de l’équipe de Field Notes : contributeur.',
  },
  de: {
    form: 'Ins Team einladen',
    email: 'E-Mail',
    role: 'Rolle',
    invite: 'Einladen',
    none: 'Keine Einladung steht aus.',
    emailInvalid: 'Geben Sie die E-Mail-Adresse ein, die Sie einladen möchten',
    editorUntil: /^Redakteur · bis /,
    withdraw: 'Einladung an carl@example.com zurückziehen',
    accepted: 'Sie gehören jetzt zum Team von Field Notes: Mitwirkender.',
  },
  es: {
    form: 'Invitar al equipo',
    email: 'Correo electrónico',
    role: 'Rol',
    invite: 'Invitar',
    none: 'No hay ninguna invitación pendiente.',
    emailInvalid: 'Escribe la dirección de correo que quieres invitar',
    editorUntil: /^Editor · hasta el /,
    withdraw: 'Retirar la invitación a carl@example.com',
    accepted: 'Formas parte del equipo de Field Notes: colaborador.',
  },
  ar: {
    form: 'دعوة إلى فريق العمل',
    email: 'البريد الإلكتروني',
    role: 'الدور',
    invite: 'دعوة',
    none: 'لا دعوات بانتظار الرد.',
    emailInvalid: 'أدخل عنوان البريد الإلكتروني المراد دعوته',
    editorUntil: /^محرر · حتى /,
    withdraw: 'سحب الدعوة الموجّهة إلى carl@example.com',
    accepted: 'أنت الآن ضمن فريق عمل Field Notes: مساهم.',
  },
}

/** findByText matches the page's text with its spaces made plain, French no-break ones too. */
const asText = (words: string) => words.replace(/\s+/g, ' ')

test.each(EVERY_LANGUAGE)('inviting to the staff in %s', async (language) => {
  const expected = EXPECTED[language]
  const i18n = await strictTranslator(language)
  signInAs()
  store.staff.set(TEST_USER.email.toLowerCase(), {
    uid: TEST_USER.uid,
    role: 'administrator',
    since: new Date().toISOString(),
  })
  const user = userEvent.setup()
  render(
    <AppProviders queryClient={createTestQueryClient()} i18n={i18n}>
      <InviteForm />
      <PendingInvitations />
    </AppProviders>,
  )
  expect(await screen.findByText(expected.none)).toBeVisible()
  expect(screen.getByRole('form', { name: expected.form })).toBeVisible()
  await user.type(screen.getByLabelText(expected.email), 'not an address')
  await user.click(screen.getByRole('button', { name: expected.invite }))
  expect(await screen.findByText(expected.emailInvalid)).toBeVisible()

  await user.clear(screen.getByLabelText(expected.email))
  await user.type(screen.getByLabelText(expected.email), 'carl@example.com')
  await user.selectOptions(screen.getByLabelText(expected.role), 'editor')
  await user.click(screen.getByRole('button', { name: expected.invite }))
  expect(await screen.findByRole('button', { name: expected.withdraw })).toBeVisible()
  expect(await screen.findByText(expected.editorUntil)).toBeVisible()
})

test.each(EVERY_LANGUAGE)('the mailed link, accepted, says so in %s', async (language) => {
  const i18n = await strictTranslator(language)
  await signedInUser({ email: 'carl@example.com' })
  store.site = { ...store.site, settings: { ...store.site.settings, title: 'Field Notes' } }
  store.invitations.push({
    _id: 'inv1',
    email: 'carl@example.com',
    role: 'contributor',
    date: new Date().toISOString(),
    expires: new Date(Date.now() + 86_400_000).toISOString(),
  })
  renderWithAuth('/invitation?token=inv1', i18n)
  expect(await screen.findByText(asText(EXPECTED[language].accepted))).toBeVisible()
})

test('the English messages the server also says are the contract’s, word for word', () => {
  const i18n = createI18n('en')
  const say = (id: keyof typeof staffInvitations) => i18n._(id, undefined, staffInvitations)
  expect(say('staffInvitations.emailInvalid')).toBe(siteMessages.invitationEmail)
  expect(say('staffInvitations.linkNotValid')).toBe(siteMessages.invitationNotValid)
})
