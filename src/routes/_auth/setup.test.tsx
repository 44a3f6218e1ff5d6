// The first run (docs/decisions/0074): an unowned site invites its first visitor to set it up,
// and the one who finishes the form owns it; its name is at once in the header and every title.
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import type { Site, SiteSetupInput } from '../../../contract/site'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { renderWithAuth, signedInUser } from '../../../tests/setup/auth'
import { renderApp } from '../../../tests/setup/render'
import { signOut } from '../../../tests/setup/signed-in'

const header = () => screen.getByRole('banner')

/** The server's setup: the first caller owns the site; the answer is the site as it is now. */
function acceptSetup(sent: SiteSetupInput[]) {
  server.use(
    http.post(`${API}/site/setup`, async ({ request }) => {
      const input = (await request.json()) as SiteSetupInput
      sent.push(input)
      store.site = { settings: { ...store.site.settings, ...input }, setUp: true }
      return HttpResponse.json<Site>(store.site, { status: 201 })
    }),
  )
}

test('an unowned site invites a visitor to set it up; an owned one does not', async () => {
  signOut()
  store.site = { ...store.site, setUp: false }
  const { unmount } = renderApp('/')
  expect(await screen.findByText('This site has no owner yet')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Set up this site' })).toHaveAttribute('href', '/setup')
  unmount()

  store.site = { ...store.site, setUp: true }
  renderApp('/')
  expect(await screen.findByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible()
  expect(screen.queryByText('This site has no owner yet')).not.toBeInTheDocument()
})

test('finishing setup names the site: the header, the title and the feed say it at once', async () => {
  await signedInUser()
  store.site = { ...store.site, setUp: false }
  const sent: SiteSetupInput[] = []
  acceptSetup(sent)
  const { user, router } = renderWithAuth('/setup')

  await user.type(await screen.findByLabelText('Site title'), '  Field Notes ')
  await user.type(screen.getByLabelText('Site description'), 'Notes from the field')
  await user.selectOptions(screen.getByLabelText('Site language'), 'fr')
  await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Paris')
  await user.click(screen.getByRole('button', { name: 'Set up the site' }))

  expect(await screen.findByText('Your site is set up: you are its owner')).toBeInTheDocument()
  expect(sent).toEqual([
    {
      title: 'Field Notes',
      description: 'Notes from the field',
      language: 'fr',
      timeZone: 'Europe/Paris',
    },
  ])
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(within(header()).getByRole('link', { name: 'Field Notes' })).toHaveAttribute('href', '/')
  await vi.waitFor(() => expect(document.title).toBe('Field Notes'))
  expect(screen.getByText('© Field Notes')).toBeInTheDocument()
})

test('a title is asked for; someone faster keeps the site and what was typed stays', async () => {
  await signedInUser()
  store.site = { ...store.site, setUp: false }
  server.use(
    http.post(`${API}/site/setup`, () =>
      errorResponse(409, 'conflict', 'This site already has an owner'),
    ),
  )
  const { user } = renderWithAuth('/setup')
  await user.click(await screen.findByRole('button', { name: 'Set up the site' }))
  expect(await screen.findByText('Give the site a title')).toBeVisible()

  await user.type(screen.getByLabelText('Site title'), 'Mine')
  await user.click(screen.getByRole('button', { name: 'Set up the site' }))
  expect(await screen.findByText('This site already has an owner')).toBeInTheDocument()
  expect(screen.getByLabelText('Site title')).toHaveValue('Mine')
})

test('a site set up already says so instead of the form', async () => {
  await signedInUser()
  renderWithAuth('/setup')
  expect(await screen.findByText('This site is set up')).toBeVisible()
  expect(screen.queryByLabelText('Site title')).not.toBeInTheDocument()
})
