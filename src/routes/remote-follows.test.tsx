// Following people on other servers (ADR 0050), from the home page's Following tab: its link
// leads to the form on the Following page (ADR 0059); their posts come into the tab as cards
// that open the original; unfollowing takes them off at once, and back on a failure.
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import type { PostSummary } from '../../contract/posts'
import { remoteFollowMessages } from '../../contract/remote-follows'
import { API, errorResponse } from '../../mocks/handlers/shared'
import { makeRemoteFollow, makeRemotePost, store, addProfile } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../tests/setup/signed-in'
import { HOME_TAB_KEY } from './-home-tabs'
import { heldRoute } from '../../tests/setup/held'

afterEach(() => {
  resetSession()
  localStorage.removeItem(HOME_TAB_KEY)
})

const tides: PostSummary = makeRemotePost(
  { handle: 'ada@sea.example', instance: 'sea.example', url: 'https://sea.example/@ada/1' },
  {
    _id: 'remote-tides',
    postTitle: 'Tides and moons',
    postBody: 'The moon pulls the sea <b>twice</b> a day.\n\n• at new moon\n• at full moon',
    description: 'The moon pulls the sea twice a day.',
    authorDisplayName: 'Ada Moreno',
  },
)

async function followingTab(user: UserEvent) {
  const tabs = await screen.findByRole('tablist', { name: 'Which posts' })
  await user.click(within(tabs).getByRole('tab', { name: 'Following' }))
}

/** The Following tab, then its link to the form, which takes the focus (the page announcer). */
async function openFollowing() {
  signInAs()
  addProfile(TEST_USER.uid, 'Me', { handle: 'me' })
  store.remoteAccounts.set('ada@sea.example', { name: 'Ada Moreno', icon: '', posts: [tides] })
  const app = renderApp('/')
  await followingTab(app.user)
  // The tab shows no form: it is behind the link.
  expect(screen.queryByRole('textbox', { name: /Their handle/ })).toBeNull()
  await app.user.click(screen.getByRole('link', { name: 'Follow on another server' }))
  const section = await screen.findByRole('region', { name: 'Follow someone on another server' })
  await waitFor(() => expect(section).toHaveFocus())
  return { ...app, section }
}

/** Back to the home page, whose Following tab is the one remembered. */
async function home(user: UserEvent) {
  await user.click(screen.getByRole('link', { name: 'Home' }))
  await screen.findByRole('tab', { name: 'Following', selected: true })
}

test('following by handle lists them and brings their posts, which open the original', async () => {
  const { user, section } = await openFollowing()
  expect(await screen.findByText('You follow no one yet.')).toBeInTheDocument()
  await user.type(
    within(section).getByRole('textbox', { name: /Their handle/ }),
    '@ada@sea.example',
  )
  await user.click(within(section).getByRole('button', { name: 'Follow' }))

  const list = await screen.findByRole('list', { name: 'On other servers' })
  expect(within(list).getByText('Ada Moreno')).toBeInTheDocument()
  expect(within(list).getByRole('link', { name: '@ada@sea.example' })).toHaveAttribute(
    'href',
    'https://sea.example/@ada',
  )
  expect(within(section).getByRole('textbox', { name: /Their handle/ })).toHaveValue('')

  await home(user)
  const card = await screen.findByRole('article', { name: 'Tides and moons' })
  expect(within(card).getByText('From sea.example')).toBeInTheDocument()
  // Text from elsewhere is drawn as text, never as markup; its lines (a list's items) stay lines.
  const preview = within(card).getByText(/pulls the sea <b>twice<\/b>/)
  expect(preview.innerHTML).toBe(
    'The moon pulls the sea &lt;b&gt;twice&lt;/b&gt; a day.<br><br>• at new moon<br>• at full moon',
  )
  const read = within(card).getByRole('link', { name: /Read on sea.example/ })
  expect(read).toHaveAttribute('href', 'https://sea.example/@ada/1')
  expect(read).toHaveAttribute('target', '_blank')
  expect(read).toHaveAttribute('rel', 'noopener noreferrer')
  // No local page: nothing on the card leads into this site's post pages.
  for (const link of within(card).getAllByRole('link', { hidden: true }))
    expect(link.getAttribute('href')).not.toMatch(/^\/post\//)
})

test.each([
  ['a handle without a server', 'ada', remoteFollowMessages.badHandle],
  ['an account their server does not know', '@nobody@sea.example', remoteFollowMessages.notFound],
  ['someone on this server', '@grace@localhost', remoteFollowMessages.local],
])('%s is said under the field', async (_case, handle, message) => {
  const { user, section } = await openFollowing()
  const input = within(section).getByRole('textbox', { name: /Their handle/ })
  await user.type(input, handle)
  await user.click(within(section).getByRole('button', { name: 'Follow' }))
  await waitFor(() => expect(input).toHaveAccessibleDescription(new RegExp(message)))
  expect(screen.getByText('You follow no one yet.')).toBeInTheDocument()
})

test('unfollowing takes them off at once; refused, they come back with a toast', async () => {
  const { user, section } = await openFollowing()
  store.remoteFollows.set(TEST_USER.uid, [makeRemoteFollow({ state: 'pending' })])
  // The list was loaded empty before the follow was stored: the Follow button's refetch.
  await user.type(within(section).getByRole('textbox', { name: /Their handle/ }), 'ada@sea.example')
  await user.click(within(section).getByRole('button', { name: 'Follow' }))
  const list = await screen.findByRole('list', { name: 'On other servers' })
  expect(within(list).getByText('Waiting for their server')).toBeInTheDocument()

  const gate = heldRoute('delete', `${API}/remote-follows/:id`, () =>
    errorResponse(429, 'rate_limited', 'Too many requests, please try again in 1 minute'),
  )
  await user.click(within(list).getByRole('button', { name: 'Unfollow @ada@sea.example' }))
  await waitFor(() => expect(screen.queryByRole('list', { name: 'On other servers' })).toBeNull())
  expect(screen.getByText('You follow no one yet.')).toBeInTheDocument()
  gate.open()
  expect(await screen.findByText('Could not unfollow, please try again')).toBeInTheDocument()
  const back = await screen.findByRole('list', { name: 'On other servers' })
  expect(within(back).getByText('Ada Moreno')).toBeInTheDocument()
})

test('following someone who has not posted says so instead of "You follow nobody yet"', async () => {
  signInAs()
  addProfile(TEST_USER.uid, 'Me', { handle: 'me' })
  store.remoteAccounts.set('quiet@sea.example', { name: 'Quiet One', icon: '', posts: [] })
  const { user } = renderApp('/')
  await followingTab(user)
  expect(await screen.findByText(/You follow nobody yet/)).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Follow on another server' }))
  const section = await screen.findByRole('region', { name: 'Follow someone on another server' })
  await user.type(
    within(section).getByRole('textbox', { name: /Their handle/ }),
    'quiet@sea.example',
  )
  await user.click(within(section).getByRole('button', { name: 'Follow' }))
  await screen.findByRole('list', { name: 'On other servers' })
  await home(user)
  expect(await screen.findByText(/No posts yet from the people you follow/)).toBeInTheDocument()
  expect(screen.queryByText(/You follow nobody yet/)).not.toBeInTheDocument()
})
