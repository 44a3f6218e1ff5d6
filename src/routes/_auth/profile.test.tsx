import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { store } from '../../../mocks/store'
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

test('the profile shows what readers see: the handle, the bio and a link to the public page', async () => {
  const user = await signedInUser()
  store.profiles.set(user.localId, {
    displayName: 'Ada Lovelace',
    photoURL: '',
    bio: 'Notes on engines and the numbers they weave.',
    handle: 'ada',
  })
  renderWithAuth('/profile')
  const main = within(await screen.findByRole('main'))

  expect(await main.findByText('@ada')).toBeInTheDocument()
  expect(main.getByText('Notes on engines and the numbers they weave.')).toBeInTheDocument()
  expect(main.getByRole('link', { name: 'Your public page' })).toHaveAttribute('href', '/@ada')
  // The spec's placeholder text stays, word for word.
  expect(
    main.getByText(/^Writer and reader on Quill\. Posts, comments and notifications/),
  ).toBeVisible()
})

test('without a handle the public page is the author page by uid', async () => {
  const user = await signedInUser()
  renderWithAuth('/profile')
  const main = within(await screen.findByRole('main'))
  expect(await main.findByRole('link', { name: 'Your public page' })).toHaveAttribute(
    'href',
    `/author/${user.localId}`,
  )
})
