// Quill in the reader's language on the real stack (docs/decisions/0077): the server draws a page
// in the browser's language, a choice in the Language chooser wins over it and lasts, and Arabic
// is laid out right to left.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { appTookOver } from './support/app'
import { createUser } from './support/auth'
import { pngImage } from './support/content'

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' })

  test('gets German, chooses English, and keeps English after a reload', async ({ page }) => {
    const first = await page.goto('/')
    expect(first?.headers()['vary']).toMatch(/Accept-Language, Cookie/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const main = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await expect(main.getByRole('link', { name: 'Startseite' })).toBeVisible()
    await appTookOver(page)

    const chooser = page.getByRole('contentinfo').getByRole('combobox', {
      name: 'Sprache (Language)',
    })
    await expect(chooser).toHaveValue('de')
    await page.goto('/about-nothing?x=1')
    await appTookOver(page)
    // Changed by its button, not by moving through the list; back on the same page.
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('combobox', { name: 'Sprache (Language)' }).selectOption('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await Promise.all([
      page.waitForURL(/\/about-nothing\?x=1$/),
      footer.getByRole('button', { name: 'Ändern' }).click(),
    ])
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible()

    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(
      page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }),
    ).toHaveValue('en')
  })
})

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-EG' })

  test('gets the page right to left, in Arabic', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('link', { name: 'الرئيسية' })).toBeVisible()
  })
})

// The main flows in each language (read, sign in, write, comment), through the translated names a
// reader and a screen reader meet: the catalogs' words, looked up by their ids, so a screen
// still in English, or a name not translated, fails here.
const CATALOGS = path.resolve(import.meta.dirname, '../../src/locales')
function wordsOf(language: string): (id: string) => string {
  const words: Record<string, string> = {}
  for (const file of fs.readdirSync(path.join(CATALOGS, language))) {
    if (file.endsWith('.messages.json')) {
      Object.assign(words, JSON.parse(fs.readFileSync(path.join(CATALOGS, language, file), 'utf8')))
    }
  }
  return (id) => {
    const word = words[id]
    if (word === undefined || word.includes('{')) throw new Error(`${language}: no plain "${id}"`)
    return word
  }
}

for (const [language, locale] of [
  ['fr', 'fr-FR'],
  ['de', 'de-DE'],
  ['es', 'es-ES'],
  ['ar', 'ar-EG'],
] as const) {
  test.describe(`a reader and writer in ${language}`, () => {
    test.use({ locale })

    test('signs in, writes a post, comments on it, and reads its date in the language', async ({
      page,
      request,
    }) => {
      const say = wordsOf(language)
      const user = await createUser(request, { displayName: `Writer ${language}` })
      // Sign in, by the login screen's translated names.
      await page.goto('/login')
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await appTookOver(page)
      await page.getByLabel(say('auth.email')).fill(user.email)
      await page.getByLabel(say('auth.password'), { exact: true }).fill(user.password)
      await page.getByRole('button', { name: say('auth.login'), exact: true }).click()
      await expect(page).not.toHaveURL(/\/login/)

      // Write.
      const title = `Un titre ${language} ${Date.now()}`
      await page.getByRole('link', { name: say('home.createPost') }).click()
      await page.getByRole('textbox', { name: say('writePost.title') }).fill(title)
      await page.getByRole('textbox', { name: say('writePost.postText') }).fill('Bonjour, Welt.')
      await page.getByLabel(say('writePost.imageLabel')).setInputFiles(await pngImage())
      await expect(
        page.getByRole('img', { name: say('writePost.imageChosenPreview') }),
      ).toBeVisible()
      await page.getByRole('button', { name: say('writePost.publish') }).click()
      await expect(page.getByText(say('writePost.postedSuccessfully'))).toBeVisible()

      // Read: the post's page from the feed, its date with the language's month name.
      await page
        .getByRole('article', { name: title })
        .getByRole('link', { name: title, exact: true })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      const month = new Intl.DateTimeFormat(language, { month: 'long' }).format(new Date())
      await expect(page.getByRole('main')).toContainText(month)

      // Comment.
      await page.getByRole('textbox', { name: say('comments.label') }).fill(`Merci ${language}`)
      await page.getByRole('button', { name: say('comments.add') }).click()
      await expect(
        page.getByRole('list', { name: say('comments.heading') }).getByText(`Merci ${language}`),
      ).toBeVisible()
    })
  })
}
