// Subscriptions in each of Quill's languages (docs/decisions/0077): the signed-in reader's list
// (its states, the subscriber count, Unsubscribe) and the home page's form, every word
// translated and no id shown; in English, as they were.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { store } from '../../../mocks/store'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { renderApp } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  {
    site: string
    pending: string
    count: string
    unsubscribe: string
    form: string
    email: string
    subscribe: string
  }
> = {
  en: {
    site: 'Every new post on Quill',
    pending: 'Waiting for you to confirm',
    count: '2 addresses get your posts by email.',
    unsubscribe: 'Unsubscribe from Ada',
    form: 'Get new posts by email',
    email: 'Email',
    subscribe: 'Subscribe',
  },
  fr: {
    site: 'Chaque nouvel article sur Quill',
    pending: 'En attente de votre confirmation',
    count: '2 adresses reçoivent vos articles par e-mail.',
    unsubscribe: 'Se désabonner de Ada',
    form: 'Recevoir les nouveaux articles par e-mail',
    email: 'E-mail',
    subscribe: 'S’abonner',
  },
  de: {
    site: 'Jeder neue Beitrag auf Quill',
    pending: 'Wartet auf Ihre Bestätigung',
    count: '2 Adressen erhalten Ihre Beiträge per E-Mail.',
    unsubscribe: 'Von Ada abmelden',
    form: 'Neue Beiträge per E-Mail erhalten',
    email: 'E-Mail',
    subscribe: 'Abonnieren',
  },
  es: {
    site: 'Cada nueva entrada en Quill',
    pending: 'Pendiente de tu confirmación',
    count: '2 direcciones reciben tus entradas por correo.',
    unsubscribe: 'Darse de baja de Ada',
    form: 'Recibe las nuevas entradas por correo',
    email: 'Correo electrónico',
    subscribe: 'Suscribirse',
  },
  ar: {
    site: 'كل تدوينة جديدة على Quill',
    pending: 'بانتظار تأكيدك',
    count: 'عنوانان يتلقيان تدويناتك عبر البريد الإلكتروني.',
    unsubscribe: 'إلغاء الاشتراك في Ada',
    form: 'تلقَّ التدوينات الجديدة عبر البريد الإلكتروني',
    email: 'البريد الإلكتروني',
    subscribe: 'اشتراك',
  },
}

let next = 0
const subscription = (
  email: string,
  authorId: string | null,
  authorName: string | null,
  state: 'confirmed' | 'pending',
) => ({
  id: `sub-${++next}`,
  email,
  authorId,
  authorName,
  state,
  createdAt: new Date().toISOString(),
})

test.each(EVERY_LANGUAGE)('the subscriptions list in %s', async (language) => {
  const expected = EXPECTED[language]
  signInAs()
  const me = TEST_USER.email.toLowerCase()
  store.subscriptions.push(
    subscription(me, 'ada', 'Ada', 'confirmed'),
    subscription(me, null, null, 'pending'),
    // Two readers of the signed-in author's own posts.
    subscription('a@example.org', TEST_USER.uid, 'Me', 'confirmed'),
    subscription('b@example.org', TEST_USER.uid, 'Me', 'confirmed'),
  )
  renderApp('/subscriptions', undefined, await strictTranslator(language))
  expect(await screen.findByRole('button', { name: expected.unsubscribe })).toBeVisible()
  expect(screen.getByText(expected.site)).toBeVisible()
  expect(screen.getByText(expected.pending)).toBeVisible()
  expect(screen.getByText(expected.count)).toBeVisible()
  expect(document.body.textContent).not.toMatch(/subscriptions\.[a-zA-Z]+/)
})

test.each(EVERY_LANGUAGE)('the subscribe form on the home page in %s', async (language) => {
  const expected = EXPECTED[language]
  renderApp('/', undefined, await strictTranslator(language))
  const form = await screen.findByRole('region', { name: expected.form })
  expect(within(form).getByRole('textbox', { name: expected.email })).toBeInTheDocument()
  expect(within(form).getByRole('button', { name: expected.subscribe })).toBeInTheDocument()
})

test("the subscription's answer is the server's words in English, the client's own in the others", async () => {
  const { subscriptionMessages } = await import('../../../contract/subscriptions')
  const english = (await import('../../locales/en/subscribe-form.messages.json'))
    .default as unknown as Record<string, string[]>
  // The module holds the compiled messages: a plain one is its text alone.
  expect(english['subscribeForm.accepted']).toEqual([subscriptionMessages.accepted])
})
