import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { identity } from '../../../mocks/identity-store'
import { API } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store, addProfile } from '../../../mocks/store'
import { renderWithAuth, signedInUser } from '../../../tests/setup/auth'

test('a new name and photo are saved, announced, and shown on the profile and in the header', async () => {
  const account = await signedInUser({ displayName: 'Old Name' })
  const { user, router } = renderWithAuth('/update-profile')
  const name = await screen.findByLabelText('Display name')
  expect(name).toHaveValue('Old Name')
  await user.clear(name)
  await user.type(name, 'New Name')
  await user.type(screen.getByLabelText('Photo URL'), 'https://images.example.com/me.png')
  await user.click(screen.getByRole('button', { name: 'Save' }))

  expect(await screen.findByText('Profile updated')).toBeInTheDocument()
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
  expect(await screen.findByRole('heading', { level: 1, name: 'New Name' })).toBeInTheDocument()
  const profileLink = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
    name: 'Profile',
  })
  expect(profileLink).toHaveAttribute('title', 'New Name')
  expect(profileLink.querySelector('img')).toHaveAttribute(
    'src',
    'https://images.example.com/me.png',
  )
  expect(screen.getByRole('img', { name: 'Photo of New Name' })).toHaveAttribute(
    'src',
    'https://images.example.com/me.png',
  )
  expect(identity.users.get(account.email)?.displayName).toBe('New Name')
})

test('the server token is renewed after the change, so new posts carry the new name', async () => {
  await signedInUser({ displayName: 'Old Name' })
  const tokenRequests = vi.fn()
  server.events.on('request:start', ({ request }) => {
    if (request.url === `${API}/getToken`) tokenRequests()
  })
  const { user } = renderWithAuth('/update-profile')

  const name = await screen.findByLabelText('Display name')
  await user.clear(name)
  await user.type(name, 'New Name')
  await user.click(screen.getByRole('button', { name: 'Save' }))

  await screen.findByText('Profile updated')
  expect(tokenRequests).toHaveBeenCalledTimes(1)
  server.events.removeAllListeners()
})

test('an empty name and a photo address that is not a web address are refused', async () => {
  await signedInUser({ displayName: 'Old Name' })
  const { user } = renderWithAuth('/update-profile')

  await user.clear(await screen.findByLabelText('Display name'))
  await user.type(screen.getByLabelText('Photo URL'), 'not a url')
  await user.click(screen.getByRole('button', { name: 'Save' }))

  expect(await screen.findByText('Display name is required')).toBeInTheDocument()
  expect(screen.getByText('Enter a web address (https://…)')).toBeInTheDocument()
})

test('a failed update says so and stays on the form', async () => {
  await signedInUser({ displayName: 'Old Name' })
  server.use(http.post(`${API}/getToken`, () => HttpResponse.json({}, { status: 503 })))
  const { user, router } = renderWithAuth('/update-profile')

  const name = await screen.findByLabelText('Display name')
  await user.type(name, '!')
  await user.click(screen.getByRole('button', { name: 'Save' }))

  expect(await screen.findByText('something went wrong, please try again')).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/update-profile')
})

test('clearing the photo address removes the photo', async () => {
  const account = await signedInUser({
    displayName: 'Ada',
    photoUrl: 'https://images.example.com/old.png',
  })
  const { user } = renderWithAuth('/update-profile')

  await user.clear(await screen.findByLabelText('Photo URL'))
  await user.click(screen.getByRole('button', { name: 'Save' }))

  expect(await screen.findByText('Profile updated')).toBeInTheDocument()
  expect(identity.users.get(account.email)?.photoUrl).toBe('')
  expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument()
  expect(screen.queryByRole('img', { name: 'Photo of Ada' })).toBeNull()
})

test('the bio is saved to the profile every reader sees; more than 280 characters is refused', async () => {
  const account = await signedInUser({ displayName: 'Grace' })
  store.profiles.set(account.localId, { displayName: 'Grace', photoURL: '', bio: 'Old bio' })
  const { user } = renderWithAuth('/update-profile')
  const bio = await screen.findByLabelText(/^Bio/)
  await vi.waitFor(() => expect(bio).toHaveValue('Old bio'))
  await user.clear(bio)
  await user.click(bio)
  await user.paste('b'.repeat(281))
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Bio must be at most 280 characters')).toBeInTheDocument()
  expect(store.profiles.get(account.localId)?.bio).toBe('Old bio')

  await user.clear(bio)
  await user.type(bio, 'I write compilers.')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Profile updated')).toBeInTheDocument()
  expect(store.profiles.get(account.localId)).toEqual({
    displayName: 'Grace',
    photoURL: '',
    bio: 'I write compilers.',
  })
})

test('a handle is saved lower case; a taken one is said under the field, a reserved one before sending', async () => {
  const account = await signedInUser({ displayName: 'Ada' })
  addProfile('someone-else', 'Other', { handle: 'taken' })
  const { user } = renderWithAuth('/update-profile')
  const handle = await screen.findByLabelText('Handle')
  await vi.waitFor(() => expect(handle).toBeEnabled())
  await user.type(handle, 'Admin')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('That handle is reserved')).toBeInTheDocument()
  await user.clear(handle)
  await user.type(handle, 'Taken')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('That handle is taken')).toBeInTheDocument()
  await user.clear(handle)
  await user.type(handle, '@Ada_M')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Profile updated')).toBeInTheDocument()
  const uid = identity.users.get(account.email)?.localId ?? ''
  expect(store.profiles.get(uid)?.handle).toBe('ada_m')
})
