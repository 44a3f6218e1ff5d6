import { expect, test } from '@playwright/test'
import { createUser, latestOobLink, signIn, signInNewUser, uniqueEmail } from './support/auth'

test('register, verify through the emailed link, reach a guarded page, log out, log in again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('journey')
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a-long-password')
  await page.getByLabel('Repeat password').fill('a-long-password')
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByRole('button', { name: 'Register' }).click()

  await expect(page.getByText('Register successful')).toBeVisible()
  // Home (spec §9), where a banner says the verification email went out.
  await expect(page).toHaveURL('/')
  const banner = page.getByRole('status').filter({ hasText: 'Check your email' })
  await expect(banner).toContainText('We have sent a verification link to')
  await expect(banner).toContainText(email.slice(-12))
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible()

  // Not verified yet: the guarded page shows the card, with the address partly hidden.
  await page.getByRole('link', { name: 'Profile' }).click()
  await expect(
    page.getByText('You should verify your email address before post something'),
  ).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)
  await expect(page.getByText(email.slice(-12))).toBeVisible()
  await page.getByRole('button', { name: 'Send the email again' }).click()
  await expect(page.getByText('Email verification send')).toBeVisible()

  // Following the link is enough: the next guarded visit notices, without signing out.
  const link = await latestOobLink(request, email, 'VERIFY_EMAIL')
  expect((await request.get(link)).ok()).toBe(true)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(banner).toHaveCount(0)

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()

  await signIn(page, { email, password: 'a-long-password' })
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible()
})

test('a signed-out visit to a guarded page goes to /login and, after login, back to it', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { displayName: 'Ada Lovelace' })
  await page.goto('/update-profile')
  await expect(page).toHaveURL('/login?redirect=%2Fupdate-profile')

  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()

  await expect(page.getByText('logging in successfully')).toBeVisible()
  await expect(page).toHaveURL('/update-profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Update profile' })).toBeVisible()
})

test('a redirect to another site is ignored: login lands on the home page', async ({
  page,
  request,
}) => {
  const user = await createUser(request)
  await page.goto('/login?redirect=//evil.example/steal')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL('/')
})

test('a new display name shows in the header and on the profile at once', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, { displayName: 'Old Name' }, { redirect: '/update-profile' })
  // Who is signed in: the header's Profile link, with their initials, names them.
  const profile = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
  await expect(profile).toHaveAttribute('title', 'Old Name')
  await expect(profile).toContainText('ON')

  await page.getByLabel('Display name').fill('New Name')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page.getByText('Profile updated')).toBeVisible()
  await expect(page).toHaveURL('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'New Name' })).toBeVisible()
  await expect(profile).toHaveAttribute('title', 'New Name')
  await expect(profile).toContainText('NN')
  // The server's token carries the new name too, so new posts and comments use it.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'))
  const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
    name: string
  }
  expect(claims.name).toBe('New Name')
})

test('Google and GitHub sign-in use the emulated account chooser in emulator mode', async ({
  page,
}) => {
  for (const provider of ['Google', 'GitHub']) {
    await page.goto('/login')
    await page.getByRole('button', { name: `Continue with ${provider}` }).click()
    const dialog = page.getByRole('dialog', { name: `Sign in with ${provider} (emulated)` })
    await dialog.getByLabel('Email').fill(uniqueEmail(provider.toLowerCase()))
    await dialog.getByLabel('Name').fill(`${provider} Person`)
    await dialog.getByRole('button', { name: `Sign in with ${provider}` }).click()

    await expect(page.getByText('logging in successfully')).toBeVisible()
    await expect(page).toHaveURL('/')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }),
    ).toHaveAttribute('title', `${provider} Person`)
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  }
})
