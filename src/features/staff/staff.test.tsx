// Settings → Staff and the audit log (docs/decisions/0074), against the msw handlers: a role
// changed or taken away shows at once and comes back if refused; the owner's row is handed over,
// never changed; the log says who changed what.
import { screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import type { Role } from '../../../contract/site'
import { addIdentityUser } from '../../../mocks/identity-store'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { renderSignedIn } from '../../../tests/setup/render'
import { TEST_USER, resetSession } from '../../../tests/setup/signed-in'

afterEach(resetSession)

function staff(myRole: Role) {
  const since = '2026-11-01T00:00:00.000Z'
  store.staff.set(TEST_USER.email, { uid: TEST_USER.uid, role: myRole, since })
  if (myRole !== 'owner')
    store.staff.set('ada@example.com', { uid: 'uid-ada', role: 'owner', since })
  store.staff.set('grace@example.com', { uid: 'uid-grace', role: 'editor', since })
  store.staff.set('linus@example.com', { uid: 'uid-linus', role: 'administrator', since })
  addIdentityUser({ email: 'grace@example.com', displayName: 'Grace Hopper', localId: 'uid-grace' })
}

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Staff' })).getByRole('listitem', { name })

test('the staff are listed with their roles; the owner’s row cannot be changed', async () => {
  staff('administrator')
  renderSignedIn('/settings/staff')
  const grace = await screen.findByRole('listitem', { name: 'Grace Hopper' })
  expect(within(grace).getByText('grace@example.com')).toBeVisible()
  expect(within(grace).getByLabelText('Role of Grace Hopper')).toHaveValue('editor')
  const owner = row('ada@example.com')
  expect(within(owner).getByText('Owner')).toBeVisible()
  expect(within(owner).queryByRole('combobox')).toBeNull()
  expect(within(owner).queryByRole('button')).toBeNull()
  // Only the owner hands the site over.
  expect(screen.queryByRole('button', { name: 'Hand over ownership' })).toBeNull()
})

test('a role changes at once; a refusal puts it back and says so', async () => {
  staff('administrator')
  const { user } = renderSignedIn('/settings/staff')
  const select = await screen.findByLabelText('Role of Grace Hopper')
  await user.selectOptions(select, 'contributor')
  expect(select).toHaveValue('contributor')
  await waitFor(() => expect(store.staff.get('grace@example.com')?.role).toBe('contributor'))

  server.use(
    http.put(`${API}/site/staff/:uid`, async () => {
      await delay(200)
      return errorResponse(500, 'internal', 'Something broke')
    }),
  )
  await user.selectOptions(select, 'author')
  expect(select).toHaveValue('author')
  expect(await screen.findByText('The role could not be changed, please try again')).toBeVisible()
  await waitFor(() => expect(select).toHaveValue('contributor'))
  expect(store.staff.get('grace@example.com')?.role).toBe('contributor')
})

test('someone is taken off the staff after a confirmation; the log says who did it', async () => {
  staff('administrator')
  const { user } = renderSignedIn('/settings/staff')
  await user.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }))
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText(/Take Grace Hopper off the staff\?/)).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Grace Hopper' })).toBeNull())
  await waitFor(() => expect(store.staff.has('grace@example.com')).toBe(false))

  await user.click(screen.getByRole('link', { name: 'Audit log' }))
  const log = await screen.findByRole('list', { name: 'Audit log' })
  expect(within(log).getByText('grace@example.com: editor → removed')).toBeVisible()
  expect(within(log).getByText(/Changed the staff/)).toBeInTheDocument()
})

test('the owner hands the site to an administrator and becomes one', async () => {
  staff('owner')
  const { user } = renderSignedIn('/settings/staff')
  const linus = await screen.findByRole('listitem', { name: 'linus@example.com' })
  expect(
    within(row('Grace Hopper')).queryByRole('button', { name: 'Hand over ownership' }),
  ).toBeNull()
  await user.click(within(linus).getByRole('button', { name: 'Hand over ownership' }))
  const dialog = await screen.findByRole('dialog')
  await user.click(within(dialog).getByRole('button', { name: 'Hand over' }))
  expect(await screen.findByText('linus@example.com owns the site now')).toBeInTheDocument()
  await waitFor(() => expect(store.staff.get('linus@example.com')?.role).toBe('owner'))
  expect(store.staff.get(TEST_USER.email)?.role).toBe('administrator')
  // The list is asked again: the new owner's row is the one that cannot be changed.
  await waitFor(() => expect(within(row('linus@example.com')).queryByRole('combobox')).toBeNull())
})

test('an empty audit log says so', async () => {
  staff('owner')
  renderSignedIn('/settings/audit')
  expect(await screen.findByText('Nothing has been changed yet.')).toBeVisible()
})
