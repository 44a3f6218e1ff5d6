import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, delay, http } from 'msw'
import { expect, test } from 'vitest'
import { pageMessages } from '../../../contract/site-pages-facts'
import { API } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { renderSignedIn } from '../../../tests/setup/render'
import { TEST_USER } from '../../../tests/setup/signed-in'

const makeOwner = () =>
  store.staff.set(TEST_USER.email.toLowerCase(), {
    uid: TEST_USER.uid,
    role: 'owner',
    since: '2026-01-01T00:00:00.000Z',
  })

const pageList = () => screen.findByRole('list', { name: 'Pages' })

test('the owner writes an About page: the slug follows the title, and it is published at /about', async () => {
  makeOwner()
  const { user, router } = renderSignedIn('/settings/pages')
  expect(within(await pageList()).getByText('Privacy')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'New page' }))
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'About us')
  expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('about-us')
  await user.type(screen.getByRole('textbox', { name: 'Text' }), 'We write about **tides**.')
  await user.click(screen.getByRole('switch', { name: 'Show in navigation' }))
  await user.click(screen.getByRole('button', { name: 'Publish' }))

  const row = (await within(await pageList()).findByText('About us')).closest('li')
  expect(row && within(row).getByText('Published')).toBeInTheDocument()
  expect(row && within(row).getByText('In navigation')).toBeInTheDocument()
  expect(store.pages.find((page) => page.slug === 'about-us')?.bodyHtml).toContain('<strong>')

  await router.navigate({ to: '/$pageSlug', params: { pageSlug: 'about-us' } })
  expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
  expect(screen.getByText('tides')).toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe('About us — Quill'))
})

test('a slug the server refuses is said under Slug, and the list puts itself back', async () => {
  makeOwner()
  server.use(
    http.post(`${API}/site/pages`, async () => {
      await delay(50)
      const message = pageMessages.slugReserved
      return HttpResponse.json(
        { error: { code: 'validation_failed', message, fields: { slug: message } } },
        { status: 400 },
      )
    }),
  )
  const { user } = renderSignedIn('/settings/pages')
  await user.click(await screen.findByRole('button', { name: 'New page' }))
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Inbox rules')
  await user.click(screen.getByRole('button', { name: 'Publish' }))
  const slug = screen.getByRole('textbox', { name: 'Slug' })
  await waitFor(() =>
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(pageMessages.slugReserved)),
  )
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  const list = await pageList()
  expect(within(list).queryByText('Inbox rules')).not.toBeInTheDocument()
  expect(within(list).getAllByRole('listitem')).toHaveLength(1)
})

test('unpublishing and deleting (after a confirm) show at once; the privacy page can only be edited', async () => {
  makeOwner()
  const { user } = renderSignedIn('/settings/pages')
  await user.click(await screen.findByRole('button', { name: 'New page' }))
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Colophon')
  await user.click(screen.getByRole('button', { name: 'Publish' }))
  const row = (await within(await pageList()).findByText('Colophon')).closest('li') as HTMLElement
  await user.click(within(row).getByRole('button', { name: 'Unpublish' }))
  expect(await within(row).findByText('Draft')).toBeInTheDocument()
  await waitFor(() =>
    expect(store.pages.find((page) => page.slug === 'colophon')?.status).toBe('draft'),
  )

  await user.click(within(row).getByRole('button', { name: 'Delete' }))
  const dialog = await screen.findByRole('dialog', { name: 'Please confirm' })
  await user.click(within(dialog).getByRole('button', { name: 'Delete page' }))
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Pages' })).queryByText('Colophon')).toBeNull(),
  )
  expect(store.pages.map((page) => page.slug)).toEqual(['privacy'])

  const privacy = within(await pageList())
    .getByText('Privacy')
    .closest('li') as HTMLElement
  expect(within(privacy).queryByRole('button', { name: 'Delete' })).toBeNull()
  expect(within(privacy).queryByRole('button', { name: 'Unpublish' })).toBeNull()
})

test('someone who is not an administrator is told the pages are not theirs', async () => {
  renderSignedIn('/settings/pages')
  // The settings' layout says it, for every section (AdminsOnly).
  expect(await screen.findByText('Only the site’s administrators can do this')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'New page' })).toBeNull()
})

test('an unknown slug is Page not found', async () => {
  renderSignedIn('/no-such-page')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument()
})
