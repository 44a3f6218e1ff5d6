// The auth screens (sign in, sign up, verify email, reset password) in each of Quill's languages
// (docs/decisions/0077): labels, field errors and the toasts Firebase's error codes map to are
// the client's own words, translated; English keeps the spec's messages word for word (§8).
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { addIdentityUser } from '../../../mocks/identity-store'
import { renderWithAuth, signedInUser } from '../../../tests/setup/auth'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { createI18n } from '../../lib/i18n/i18n'
import auth from '../../locales/en/auth.messages.json'

interface Expected {
  email: string
  password: string
  login: string
  emailNotFound: string
  wrongPassword: string
  register: string
  emailRequired: string
  passwordRule: string
  verifyTitle: string
  sendAgain: string
  checkEmail: string
  linkSentTo: string
}

const EXPECTED: Record<Language, Expected> = {
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Login',
    emailNotFound: 'Login failed, Email not found',
    wrongPassword: 'login failed, Password is incorrect',
    register: 'Register',
    emailRequired: 'Email is required',
    passwordRule: 'At least 6 characters',
    verifyTitle: 'Verify your email',
    sendAgain: 'Send the email again',
    checkEmail: 'Check your email',
    linkSentTo:
      'We have sent a verification link to ada@e*****e.com. Open it to write posts and comment.',
  },
  fr: {
    email: 'E-mail',
    password: 'Mot de passe',
    login: 'Connexion',
    emailNotFound: 'Échec de la connexion, e-mail introuvable',
    wrongPassword: 'Échec de la connexion, mot de passe incorrect',
    register: 'S’inscrire',
    emailRequired: 'L’e-mail est obligatoire',
    passwordRule: 'Au moins 6 caractères',
    verifyTitle: 'Vérifiez votre e-mail',
    sendAgain: 'Renvoyer l’e-mail',
    checkEmail: 'Consultez vos e-mails',
    linkSentTo:
      'Nous avons envoyé un lien de vérification à ada@e*****e.com. Ouvrez-le pour écrire des articles et commenter.',
  },
  de: {
    email: 'E-Mail',
    password: 'Passwort',
    login: 'Anmelden',
    emailNotFound: 'Anmeldung fehlgeschlagen, E-Mail nicht gefunden',
    wrongPassword: 'Anmeldung fehlgeschlagen, Passwort ist falsch',
    register: 'Registrieren',
    emailRequired: 'E-Mail ist erforderlich',
    passwordRule: 'Mindestens 6 Zeichen',
    verifyTitle: 'Bestätigen Sie Ihre E-Mail',
    sendAgain: 'E-Mail erneut senden',
    checkEmail: 'Prüfen Sie Ihre E-Mails',
    linkSentTo:
      'Wir haben einen Bestätigungslink an ada@e*****e.com gesendet. Öffnen Sie ihn, um Beiträge zu schreiben und zu kommentieren.',
  },
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    login: 'Iniciar sesión',
    emailNotFound: 'Error al iniciar sesión, correo electrónico no encontrado',
    wrongPassword: 'Error al iniciar sesión, la contraseña es incorrecta',
    register: 'Registrarse',
    emailRequired: 'El correo electrónico es obligatorio',
    passwordRule: 'Al menos 6 caracteres',
    verifyTitle: 'Verifica tu correo',
    sendAgain: 'Volver a enviar el correo',
    checkEmail: 'Revisa tu correo',
    linkSentTo:
      'Hemos enviado un enlace de verificación a ada@e*****e.com. Ábrelo para escribir entradas y comentar.',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    emailNotFound: 'فشل تسجيل الدخول، البريد الإلكتروني غير موجود',
    wrongPassword: 'فشل تسجيل الدخول، كلمة المرور غير صحيحة',
    register: 'إنشاء حساب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    passwordRule: '6 أحرف على الأقل',
    verifyTitle: 'تحقّق من بريدك الإلكتروني',
    sendAgain: 'إعادة إرسال الرسالة',
    checkEmail: 'تحقّق من بريدك الإلكتروني',
    linkSentTo: 'أرسلنا رابط تحقق إلى ada@e*****e.com. افتحه لتتمكن من كتابة التدوينات والتعليق.',
  },
}

test.each(EVERY_LANGUAGE)(
  'sign in in %s: its fields, its button and Firebase’s refusals in the language',
  async (language) => {
    const expected = EXPECTED[language]
    addIdentityUser({ email: 'ada@example.com', password: 'correct-password' })
    const { user } = renderWithAuth('/login', await strictTranslator(language))
    const button = await screen.findByRole('button', { name: expected.login })
    await user.type(screen.getByLabelText(expected.email), 'nobody@example.com')
    await user.type(screen.getByLabelText(expected.password), 'whatever')
    await user.click(button)
    expect(await screen.findByText(expected.emailNotFound)).toBeInTheDocument()

    await user.clear(screen.getByLabelText(expected.email))
    await user.type(screen.getByLabelText(expected.email), 'ada@example.com')
    await user.click(button)
    expect(await screen.findByText(expected.wrongPassword)).toBeInTheDocument()
  },
)

test.each(EVERY_LANGUAGE)(
  'sign up in %s: the required fields and the password rule in the language',
  async (language) => {
    const expected = EXPECTED[language]
    const { user } = renderWithAuth('/register', await strictTranslator(language))
    await user.click(await screen.findByRole('button', { name: expected.register }))
    expect(await screen.findByText(expected.emailRequired)).toBeInTheDocument()
    expect(screen.getByText(expected.passwordRule)).toBeInTheDocument()
  },
)

test.each(EVERY_LANGUAGE)(
  'verify your email in %s: the card’s title and its buttons',
  async (language) => {
    const expected = EXPECTED[language]
    await signedInUser({ emailVerified: false })
    renderWithAuth('/verify-email', await strictTranslator(language))
    expect(
      await screen.findByRole('heading', { level: 1, name: expected.verifyTitle }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: expected.sendAgain })).toBeInTheDocument()
  },
)

test.each(EVERY_LANGUAGE)(
  'the verify banner in %s: its sentence whole, the masked address inside it',
  async (language) => {
    const expected = EXPECTED[language]
    await signedInUser({ emailVerified: false })
    renderWithAuth('/privacy', await strictTranslator(language))
    const banner = await screen.findByRole('status', { name: expected.checkEmail })
    expect(banner).toHaveTextContent(expected.linkSentTo)
    expect(within(banner).getByText('ada@e*****e.com').tagName).toBe('STRONG')
    expect(within(banner).getByRole('button', { name: expected.sendAgain })).toBeInTheDocument()
  },
)

test('English keeps the spec’s messages word for word (§8), its grammar included', () => {
  const english = createI18n('en')
  const said = Object.fromEntries(Object.keys(auth).map((id) => [id, english._(id, {}, auth)]))
  expect(said).toMatchObject({
    'auth.loginSuccess': 'logging in successfully',
    'auth.loginEmailNotFound': 'Login failed, Email not found',
    'auth.loginWrongPassword': 'login failed, Password is incorrect',
    'auth.loginOther': 'Login failed, something wrong happened',
    'auth.registerSuccess': 'Register successful',
    'auth.registerEmailInUse': 'Email already in use',
    'auth.registerWeakPassword': 'Your password is so weak',
    'auth.registerOther': 'something went wrong',
    'auth.registerMismatch': 'Password mismatch',
    'auth.resetSuccess': 'password reset email sent successfully',
    'auth.resetInvalidEmail': 'Invalid email address',
    'auth.resetUserNotFound': 'User not found',
    'auth.verificationSent': 'Email verification send',
    'auth.verifyBeforePosting': 'You should verify your email address before post something',
  })
})
