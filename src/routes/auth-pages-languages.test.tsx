// The sign-in pages and the signed-out lists in each of Quill's languages (docs/decisions/0077):
// login, register and reset (the auth-pages area), the reading list and notifications signed out
// (reader-lists), each page's document title (page-titles) and a sentence with its link inside.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../contract/languages'
import { renderApp } from '../../tests/setup/render'
import { EVERY_LANGUAGE, strictTranslator } from '../../tests/setup/languages'
import { resetSession, signOut } from '../../tests/setup/signed-in'

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  {
    login: string
    createAccount: string
    register: string
    haveAccount: string
    reset: string
    resetTitle: string
    readingList: string
    notFound: string
  }
> = {
  en: {
    login: 'Login',
    createAccount: 'Create an account',
    register: 'Register',
    haveAccount: 'Already have an account? Login',
    reset: 'Reset your password',
    resetTitle: 'Reset password',
    readingList: 'Log in to see your reading list.',
    notFound: 'Page not found',
  },
  fr: {
    login: 'Connexion',
    createAccount: 'Créer un compte',
    register: 'Inscription',
    haveAccount: 'Vous avez déjà un compte ? Connexion',
    reset: 'Réinitialisez votre mot de passe',
    resetTitle: 'Réinitialiser le mot de passe',
    readingList: 'Connectez-vous pour voir votre liste de lecture.',
    notFound: 'Page introuvable',
  },
  de: {
    login: 'Anmelden',
    createAccount: 'Konto erstellen',
    register: 'Registrieren',
    haveAccount: 'Sie haben schon ein Konto? Anmelden',
    reset: 'Passwort zurücksetzen',
    resetTitle: 'Passwort zurücksetzen',
    readingList: 'Melden Sie sich an, um Ihre Leseliste zu sehen.',
    notFound: 'Seite nicht gefunden',
  },
  es: {
    login: 'Iniciar sesión',
    createAccount: 'Crear una cuenta',
    register: 'Registrarse',
    haveAccount: '¿Ya tienes una cuenta? Iniciar sesión',
    reset: 'Restablece tu contraseña',
    resetTitle: 'Restablecer la contraseña',
    readingList: 'Inicia sesión para ver tu lista de lectura.',
    notFound: 'Página no encontrada',
  },
  ar: {
    login: 'تسجيل الدخول',
    createAccount: 'إنشاء حساب',
    register: 'إنشاء حساب',
    haveAccount: 'لديك حساب بالفعل؟ تسجيل الدخول',
    reset: 'أعد تعيين كلمة المرور',
    resetTitle: 'إعادة تعيين كلمة المرور',
    readingList: 'سجّل الدخول لترى قائمة قراءتك.',
    notFound: 'الصفحة غير موجودة',
  },
}

const titledAs = (page: string) =>
  waitFor(() => expect(document.title.startsWith(`${page} `)).toBe(true))

test.each(EVERY_LANGUAGE)('the sign-in pages and the lists signed out in %s', async (language) => {
  const expected = EXPECTED[language]
  signOut()
  const i18n = await strictTranslator(language)
  const { router, unmount } = renderApp('/login', undefined, i18n)
  expect(await screen.findByRole('heading', { level: 1, name: expected.login })).toBeVisible()
  expect(screen.getByRole('link', { name: expected.createAccount })).toHaveAttribute(
    'href',
    '/register',
  )
  await titledAs(expected.login)

  await router.navigate({ to: '/register' })
  expect(await screen.findByRole('heading', { level: 1, name: expected.register })).toBeVisible()
  // One sentence, its link where the language puts it.
  expect(
    await screen.findByText(expected.haveAccount.split(/[?؟]/)[0] as string, { exact: false }),
  ).toHaveTextContent(expected.haveAccount)

  await router.navigate({ to: '/reset-password' })
  expect(await screen.findByRole('heading', { level: 1, name: expected.reset })).toBeVisible()
  await titledAs(expected.resetTitle)

  await router.navigate({ to: '/reading-list' })
  expect(
    await screen.findByText(expected.readingList.slice(-12), { exact: false }),
  ).toHaveTextContent(expected.readingList)

  await router.navigate({ href: '/no/such/page' })
  expect(await screen.findByRole('heading', { level: 1, name: expected.notFound })).toBeVisible()
  unmount()
})
