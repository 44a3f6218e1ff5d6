// Quill in the reader's language on the real stack (docs/decisions/0077): the server draws a page
// in the browser's language, a choice in the Language chooser wins over it and lasts, and Arabic
// is laid out right to left.
import { expect, test } from '@playwright/test'
import { appTookOver } from './support/app'

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
