import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithAuth, signedInUser } from '../../../tests/setup/auth'

test('the profile shows the name, email, photo and a link to update it', async () => {
  await signedInUser({ photoUrl: 'https://images.example.com/ada.png' })
  renderWithAuth('/profile')
  const main = within(await screen.findByRole('main'))

  expect(await main.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument()
  expect(main.getByText('ada@example.com')).toBeInTheDocument()
  expect(main.getByRole('img', { name: 'Photo of Ada Lovelace' })).toHaveAttribute(
    'src',
    'https://images.example.com/ada.png',
  )
  expect(main.getByRole('link', { name: 'Update profile' })).toHaveAttribute(
    'href',
    '/update-profile',
  )
  expect(main.getByRole('link', { name: 'Quill on GitHub' })).toBeInTheDocument()
})

test('without a display name the profile is titled with the email', async () => {
  await signedInUser({ displayName: null })
  renderWithAuth('/profile')

  expect(
    await screen.findByRole('heading', { level: 1, name: 'ada@example.com' }),
  ).toBeInTheDocument()
})
