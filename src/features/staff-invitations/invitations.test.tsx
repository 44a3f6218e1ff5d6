// Invitations to the staff in the client (ADR 0074): invited at once in the list and rolled back
// when refused, withdrawn after a question, and accepted from the mailed link, signed in.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { renderWithAuth, signedInUser } from '../../../tests/setup/auth'
import { createTestQueryClient } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'
import { AppProviders } from '../../app-providers'
import { createI18n } from '../../lib/i18n/i18n'
import { InviteForm } from './components/invite-form'
import { PendingInvitations } from './components/pending-invitations'

afterEach(resetSession)

function renderStaffTools() {
  signInAs()
  store.staff.set(TEST_USER.email.toLowerCase(), {
    uid: TEST_USER.uid,
    role: 'administrator',
    since: new Date().toISOString(),
  })
  const user = userEvent.setup()
  render(
    <AppProviders queryClient={createTestQueryClient()} i18n={createI18n('en')}>
      <InviteForm />
      <PendingInvitations />
    </AppProviders>,
  )
  return user
}

test('an invitation shows at once in the list, and goes with Withdraw after the question', async () => {
  const user = renderStaffTools()
  expect(await screen.findByText('No invitation is waiting.')).toBeVisible()
  await user.type(screen.getByLabelText('Email'), 'Carl@Example.com ')
  await user.selectOptions(screen.getByLabelText('Role'), 'editor')
  await user.click(screen.getByRole('button', { name: 'Invite' }))
  expect(await screen.findByText('carl@example.com')).toBeVisible()
  expect(screen.getByLabelText('Email')).toHaveValue('')
  expect(store.invitations.map((item) => [item.email, item.role])).toEqual([
    ['carl@example.com', 'editor'],
  ])

  await user.click(
    await screen.findByRole('button', { name: 'Withdraw the invitation to carl@example.com' }),
  )
  const dialog = await screen.findByRole('dialog')
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
  expect(await screen.findByText('No invitation is waiting.')).toBeVisible()
  expect(store.invitations).toEqual([])
})

test('a refused invitation leaves the list as it was and gives the typed address back', async () => {
  const user = renderStaffTools()
  server.use(
    http.post(`${API}/site/invitations`, () =>
      errorResponse(400, 'validation_failed', 'Enter the email address to invite', {
        email: 'Enter the email address to invite',
      }),
    ),
  )
  await screen.findByText('No invitation is waiting.')
  await user.type(screen.getByLabelText('Email'), 'dora@example.com')
  await user.click(screen.getByRole('button', { name: 'Invite' }))
  expect(await screen.findByText('Enter the email address to invite')).toBeVisible()
  expect(screen.getByLabelText('Email')).toHaveValue('dora@example.com')
  expect(screen.getByText('No invitation is waiting.')).toBeVisible()
})

test('the mailed link, opened signed in with the invited address, makes them staff', async () => {
  await signedInUser({ email: 'carl@example.com' })
  store.site = { ...store.site, settings: { ...store.site.settings, title: 'Field Notes' } }
  store.invitations.push({
    _id: 'inv1',
    email: 'carl@example.com',
    role: 'contributor',
    date: new Date().toISOString(),
    expires: new Date(Date.now() + 86_400_000).toISOString(),
  })
  renderWithAuth('/invitation?token=inv1')
  expect(await screen.findByText('You are on the staff of Field Notes: contributor.')).toBeVisible()
  expect(store.staff.get('carl@example.com')?.role).toBe('contributor')
})

test('a link for another address says so, and joins nobody', async () => {
  await signedInUser({ email: 'rita@example.com' })
  server.use(
    http.post(`${API}/site/invitations/accept`, () =>
      HttpResponse.json(
        {
          error: {
            code: 'other_account',
            message:
              'This invitation is for another email address: sign in with the one it was sent to',
          },
        },
        { status: 403 },
      ),
    ),
  )
  renderWithAuth('/invitation?token=someone-elses')
  expect(
    await screen.findByText(
      'This invitation is for another email address: sign in with the one it was sent to',
    ),
  ).toBeVisible()
  expect(store.staff.size).toBe(0)
})
