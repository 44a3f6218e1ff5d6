import { expect, test } from '@playwright/test'
import { signInNewUser } from './support/auth'

test('a rejected server token is renewed once and the call goes through', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request)
  await page.evaluate(() => localStorage.setItem('accessToken', 'corrupt'))

  const notifications = page.waitForResponse(
    (res) => res.url().includes('/api/notification/') && res.status() === 200,
  )
  await page.goto('/notifications')
  await notifications

  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('accessToken'))
  expect(token).not.toBe('corrupt')
  expect(token?.split('.')).toHaveLength(3)
})

test('when the token cannot be renewed, the user is signed out and sent to /login', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, {}, { redirect: '/profile' })
  // A renewal still on its way (a request sent as the session began, before its first token)
  // would store a good token over the corrupt one.
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => localStorage.setItem('accessToken', 'corrupt'))
  await page.route('**/api/getToken', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } }),
  )

  await page.reload()

  await expect(page).toHaveURL('/login?redirect=%2Fprofile')
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
})
