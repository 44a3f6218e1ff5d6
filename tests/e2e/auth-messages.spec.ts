// Every identity message of spec §8, word for word, from the real Auth emulator.
import { type Page, expect, test } from '@playwright/test'
import { createUser, uniqueEmail } from './support/auth'

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
}

async function register(page: Page, fields: { email: string; password: string; repeat?: string }) {
  await page.goto('/register')
  await page.getByLabel('Email').fill(fields.email)
  await page.getByLabel('Password', { exact: true }).fill(fields.password)
  await page.getByLabel('Repeat password').fill(fields.repeat ?? fields.password)
  await page.getByLabel('First name').fill('Test')
  await page.getByLabel('Last name').fill('Person')
  await page.getByRole('button', { name: 'Register' }).click()
}

async function resetPassword(page: Page, email: string) {
  await page.goto('/reset-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset email' }).click()
}

test('login with an unknown email: Login failed, Email not found', async ({ page }) => {
  await logIn(page, uniqueEmail('nobody'), 'whatever-password')
  await expect(page.getByText('Login failed, Email not found')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})

test('login with a wrong password: login failed, Password is incorrect', async ({
  page,
  request,
}) => {
  const user = await createUser(request)
  await logIn(page, user.email, 'not-the-password')
  await expect(page.getByText('login failed, Password is incorrect')).toBeVisible()
})

test('login with no email at all: Login failed, something wrong happened', async ({ page }) => {
  await logIn(page, '', 'whatever-password')
  await expect(page.getByText('Login failed, something wrong happened')).toBeVisible()
})

test('register with an address already in use: Email already in use, and the form resets', async ({
  page,
  request,
}) => {
  const user = await createUser(request)
  await register(page, { email: user.email, password: 'another-password' })
  await expect(page.getByText('Email already in use')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('')
  await expect(page.getByLabel('First name')).toHaveValue('')
})

test('register with a weak password: Your password is so weak, and the rule under the field', async ({
  page,
}) => {
  await register(page, { email: uniqueEmail('weak'), password: '123' })
  const toast = page.getByRole('region', { name: /Messages/ }).getByRole('listitem')
  await expect(toast).toHaveText('Your password is so weak')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Your password is so weak: at least 6 characters At least 6 characters',
  )
  await expect(page).toHaveURL('/register')
})

test('register with passwords that differ: Password mismatch', async ({ page }) => {
  await register(page, {
    email: uniqueEmail('mismatch'),
    password: 'one-password',
    repeat: 'another-one',
  })
  const toast = page.getByRole('region', { name: /Messages/ }).getByRole('listitem')
  await expect(toast).toHaveText('Password mismatch')
  await expect(page.getByLabel('Repeat password')).toHaveAccessibleDescription('Password mismatch')
  await expect(page).toHaveURL('/register')
})

test('register with a malformed address: Invalid email address, under Email', async ({ page }) => {
  await register(page, { email: 'not-an-email', password: 'a-long-password' })
  const email = page.getByLabel('Email')
  await expect(email).toHaveAccessibleDescription('Invalid email address')
  await expect(email).toBeFocused()
  await expect(page.getByText('something went wrong', { exact: true })).toHaveCount(0)
  await expect(page).toHaveURL('/register')
})

test('register with empty fields says which are required', async ({ page }) => {
  await page.goto('/register')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('First name is required')).toBeVisible()
  await expect(page.getByText('Last name is required')).toBeVisible()
})

test('reset for a known address: password reset email sent successfully', async ({
  page,
  request,
}) => {
  const user = await createUser(request)
  await resetPassword(page, user.email)
  await expect(page.getByText('password reset email sent successfully')).toBeVisible()
})

test('reset for a malformed address: Invalid email address', async ({ page }) => {
  await resetPassword(page, 'not-an-email')
  await expect(page.getByText('Invalid email address')).toBeVisible()
})

test('reset for an unknown address: User not found', async ({ page }) => {
  await resetPassword(page, uniqueEmail('unknown'))
  await expect(page.getByText('User not found')).toBeVisible()
})
