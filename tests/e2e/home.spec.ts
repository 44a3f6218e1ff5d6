import { expect, test } from '@playwright/test'

test('the home page opens on the real stack', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Quill')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible()
})

test('client routes fall back to the app, API paths do not', async ({ request }) => {
  const page = await request.get('/login')
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain('<div id="root">')
  // A post that is not there is the app's not-found page, with a true 404 (issue 15).
  const missing = await request.get('/post/x')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Post not found')
  const api = await request.get('/api/nope')
  expect(api.status()).toBe(404)
  expect(await api.json()).toMatchObject({ error: { code: 'not_found' } })
})
