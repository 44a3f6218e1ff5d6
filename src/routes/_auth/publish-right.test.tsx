// What the writing screens offer by who is writing (ADR 0074): a contributor saves drafts and is
// told an editor publishes them; where only the staff publish, someone without a role is told so.
import { screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { siteMessages } from '../../../contract/site-facts'
import { store } from '../../../mocks/store'
import { renderSignedIn } from '../../../tests/setup/render'
import { TEST_USER, resetSession } from '../../../tests/setup/signed-in'

afterEach(resetSession)

test('a contributor’s new post offers Save draft only, and says who publishes', async () => {
  store.staff.set(TEST_USER.email.toLowerCase(), {
    uid: TEST_USER.uid,
    role: 'contributor',
    since: new Date().toISOString(),
  })
  renderSignedIn('/new-post')
  expect(await screen.findByText(siteMessages.contributorDrafts)).toBeVisible()
  expect(screen.getByRole('button', { name: 'Save draft' })).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /Schedule/ })).not.toBeInTheDocument()
})

test('where only the staff publish, someone without a role is told, with nothing to send', async () => {
  store.site = { ...store.site, settings: { ...store.site.settings, publishing: 'staff' } }
  renderSignedIn('/new-post')
  expect(await screen.findByText(siteMessages.notStaff)).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument()
})

test('by default a verified person publishes, as the spec says', async () => {
  renderSignedIn('/new-post')
  expect(await screen.findByRole('button', { name: 'Publish' })).toBeVisible()
  expect(screen.queryByText(siteMessages.contributorDrafts)).not.toBeInTheDocument()
})
