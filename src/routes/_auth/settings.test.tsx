// Settings → General (docs/decisions/0074): only the owner and administrators get the form; it
// says the contract's messages before sending; a save names the site everywhere at once and a
// failure puts the old name back while the form keeps what was typed.
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { DEFAULT_SITE_SETTINGS, type Role } from '../../../contract/site'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { renderSignedIn } from '../../../tests/setup/render'
import { TEST_USER, resetSession } from '../../../tests/setup/signed-in'

afterEach(resetSession)

const header = () => screen.getByRole('banner')

function asRole(role: Role) {
  store.staff.set(TEST_USER.email, { uid: TEST_USER.uid, role, since: '2026-11-01T00:00:00.000Z' })
}

/**
 * The server's answer held until the test has seen the page change, so "before the server
 * answers" holds however slow the machine.
 */
function gate() {
  let open = () => {}
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

async function openGeneral() {
  const rendered = renderSignedIn('/settings')
  const title = await screen.findByLabelText('Site title')
  return { ...rendered, title }
}

test('a reader, or an editor, gets no settings: a plain message, no form, no link', async () => {
  for (const role of [undefined, 'editor'] as const) {
    if (role) asRole(role)
    const { unmount } = renderSignedIn('/settings')
    expect(await screen.findByText('Only the site’s administrators can do this')).toBeVisible()
    expect(screen.queryByRole('form', { name: 'General settings' })).toBeNull()
    expect(screen.queryByLabelText('Site title')).toBeNull()
    expect(within(header()).queryByRole('link', { name: 'Settings' })).toBeNull()
    unmount()
  }
})

test('an administrator has Settings in the header and its four sections', async () => {
  asRole('administrator')
  const { unmount } = renderSignedIn('/')
  const banner = await screen.findByRole('banner')
  const link = await within(banner).findByRole('link', { name: 'Settings' })
  expect(link).toHaveAttribute('href', '/settings')
  unmount()
  await openGeneral()
  const nav = screen.getByRole('navigation', { name: 'Settings sections' })
  const links = within(nav).getAllByRole('link')
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['General', '/settings'],
    ['Staff', '/settings/staff'],
    ['Pages', '/settings/pages'],
    ['Audit log', '/settings/audit'],
  ])
  expect(within(nav).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page')
})

test('the form says what is wrong before anything is sent', async () => {
  asRole('owner')
  const sent: unknown[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') sent.push(request.url)
  })
  const { user, title } = await openGeneral()
  await user.clear(title)
  await user.type(title, '   ')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Give the site a title')).toBeVisible()
  expect(title).toHaveAttribute('aria-invalid', 'true')
  expect(sent).toEqual([])
  server.events.removeAllListeners()
})

test('a save names the site at once, before the server answers, and keeps every field', async () => {
  asRole('owner')
  const answered = gate()
  server.use(
    http.put(`${API}/site/settings`, async ({ request }) => {
      await answered.promise
      const settings = (await request.json()) as typeof store.site.settings
      store.site = { ...store.site, settings }
      return HttpResponse.json(settings)
    }),
  )
  const { user, title } = await openGeneral()
  await user.clear(title)
  await user.type(title, 'Field Notes')
  await user.selectOptions(screen.getByLabelText('Site language'), 'fr')
  await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Paris')
  await user.click(screen.getByRole('radio', { name: 'The staff only' }))
  await user.click(screen.getByRole('switch', { name: 'Comments on by default' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))

  // At once: the header and the document's title, while the server has not answered.
  expect(await within(header()).findByRole('link', { name: 'Field Notes' })).toBeVisible()
  await waitFor(() => expect(document.title).toBe('Settings — Field Notes'))
  expect(store.site.settings.title).toBe('Quill')
  answered.open()
  expect(await screen.findByText('The settings are saved')).toBeInTheDocument()
  expect(store.site.settings).toEqual({
    ...DEFAULT_SITE_SETTINGS,
    title: 'Field Notes',
    description: 'Quill: read and write blog posts',
    language: 'fr',
    timeZone: 'Europe/Paris',
    publishing: 'staff',
    commentsByDefault: false,
  })
})

test('a failed save puts the old name back, says so, and keeps what was typed', async () => {
  asRole('administrator')
  const answered = gate()
  server.use(
    http.put(`${API}/site/settings`, async () => {
      await answered.promise
      return errorResponse(500, 'internal', 'Something broke')
    }),
  )
  const { user, title } = await openGeneral()
  await user.clear(title)
  await user.type(title, 'Field Notes')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await within(header()).findByRole('link', { name: 'Field Notes' })).toBeVisible()
  answered.open()
  expect(
    await screen.findByText('The settings could not be saved, please try again'),
  ).toBeInTheDocument()
  expect(within(header()).getByRole('link', { name: 'Quill' })).toBeVisible()
  await waitFor(() => expect(document.title).toBe('Settings — Quill'))
  expect(title).toHaveValue('Field Notes')
})

test('a field the server refuses says why under it', async () => {
  asRole('owner')
  server.use(
    http.put(`${API}/site/settings`, () =>
      errorResponse(400, 'validation_failed', 'Choose a time zone from the list', {
        timeZone: 'Choose a time zone from the list',
      }),
    ),
  )
  const { user } = await openGeneral()
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Choose a time zone from the list')).toBeVisible()
  expect(screen.getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true')
})
