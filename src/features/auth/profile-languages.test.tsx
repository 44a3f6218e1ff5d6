// The profile and its form in each of Quill's languages (docs/decisions/0077): the profile area's
// words translated, and the client's copies of the server's validation sentences held equal to
// the contract's in English, so the two cannot drift.
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { handleMessages } from '../../../contract/handle-text'
import type { Language } from '../../../contract/languages'
import { profileMessages } from '../../../contract/profiles'
import { renderWithAuth, signedInUser } from '../../../tests/setup/auth'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { createI18n } from '../../lib/i18n/i18n'
import profileForm from '../../locales/en/profile-form.messages.json'

const EXPECTED: Record<
  Language,
  { update: string; publicPage: string; displayName: string; required: string; save: string }
> = {
  en: {
    update: 'Update profile',
    publicPage: 'Your public page',
    displayName: 'Display name',
    required: 'Display name is required',
    save: 'Save',
  },
  fr: {
    update: 'Modifier le profil',
    publicPage: 'Votre page publique',
    displayName: 'Nom affiché',
    required: 'Le nom affiché est obligatoire',
    save: 'Enregistrer',
  },
  de: {
    update: 'Profil bearbeiten',
    publicPage: 'Ihre öffentliche Seite',
    displayName: 'Anzeigename',
    required: 'Anzeigename ist erforderlich',
    save: 'Speichern',
  },
  es: {
    update: 'Editar perfil',
    publicPage: 'Tu página pública',
    displayName: 'Nombre visible',
    required: 'El nombre visible es obligatorio',
    save: 'Guardar',
  },
  ar: {
    update: 'تعديل الملف الشخصي',
    publicPage: 'صفحتك العامة',
    displayName: 'الاسم المعروض',
    required: 'الاسم المعروض مطلوب',
    save: 'حفظ',
  },
}

test.each(EVERY_LANGUAGE)(
  'the profile and its form in %s: links, labels and a refusal in the language',
  async (language) => {
    const expected = EXPECTED[language]
    await signedInUser()
    const { user } = renderWithAuth('/profile', await strictTranslator(language))
    expect(await screen.findByRole('link', { name: expected.publicPage })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: expected.update }))
    const name = await screen.findByLabelText(expected.displayName)
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: expected.save }))
    expect(await screen.findByText(expected.required)).toBeInTheDocument()
  },
)

test('the client’s copies of the server’s validation sentences are the contract’s, in English', () => {
  const english = createI18n('en')
  const say = (id: keyof typeof profileForm) => english._(id, {}, profileForm)
  expect(say('profileForm.displayNameRequired')).toBe(profileMessages.nameRequired)
  expect(say('profileForm.displayNameTooLong')).toBe(profileMessages.nameTooLong)
  expect(say('profileForm.bioTooLong')).toBe(profileMessages.bioTooLong)
  expect(say('profileForm.handleInvalid')).toBe(handleMessages.invalid)
  expect(say('profileForm.handleReserved')).toBe(handleMessages.reserved)
})
