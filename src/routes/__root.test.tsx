import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { makeNotification, store, storePost } from '../../mocks/store'
import { storedPage } from '../../mocks/site-store'
import { renderWithAuth, signedInUser } from '../../tests/setup/auth'
import { auth } from '../lib/firebase'

function nav() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
}

test('signed out, the header offers Home, Manage posts, Login and the day/night switch', async () => {
  renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })

  expect(nav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  expect(nav().getByRole('link', { name: 'Manage posts' })).toHaveAttribute('href', '/managePosts')
  // Login brings the visitor back here (spec §2: "the page they came from").
  expect(await nav().findByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fprivacy',
  )
  expect(nav().getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument()
  expect(nav().queryByRole('link', { name: 'Profile' })).toBeNull()
  expect(nav().queryByRole('button', { name: 'Log out' })).toBeNull()
})

test('the page has its landmarks: header, nav, main and footer with its link groups', async () => {
  renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })

  expect(screen.getByRole('banner')).toBeInTheDocument()
  expect(screen.getByRole('main')).toBeInTheDocument()
  const footer = within(screen.getByRole('contentinfo'))
  expect(footer.getByRole('link', { name: 'Latest posts' })).toBeInTheDocument()
  expect(footer.getByRole('link', { name: 'Quill on GitHub' })).toBeInTheDocument()
  expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy')
  expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms')
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
})

test("the owner's pages and links have a bar of their own under the header, and the phone menu has them", async () => {
  await signedInUser()
  store.pages.push(
    storedPage({
      id: 'about-page',
      slug: 'about',
      title: 'About',
      body: 'Who writes here.',
      status: 'published',
      showInNavigation: true,
      navOrder: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    }),
  )
  store.site.settings.navigation = [{ label: 'Status', url: '/status' }]
  const { user } = renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })

  // Not in the header's row, which has no room for them beside a signed-in person's links.
  const bar = within(screen.getByRole('navigation', { name: 'Site' }))
  const links = await bar.findAllByRole('link')
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['About', '/about'],
    ['Status', '/status'],
  ])
  expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'About' })).toBeNull()
  expect(screen.getByRole('banner')).not.toContainElement(links[0] ?? null)
  // The search box is in the bar too.
  expect(
    within(screen.getByRole('search', { name: 'Site search' })).getByRole('searchbox', {
      name: 'Search posts',
    }),
  ).toBeInTheDocument()

  await user.click(await screen.findByRole('button', { name: 'Menu' }))
  const menuNav = within(
    within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
      name: 'Main',
    }),
  )
  expect(await menuNav.findByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
  expect(menuNav.getByRole('link', { name: 'Status' })).toHaveAttribute('href', '/status')
})

test('signed in, the header shows the unread notification count, Profile and Log out', async () => {
  await signedInUser()
  store.notifications.push(
    makeNotification(),
    makeNotification(),
    makeNotification(),
    makeNotification({ read: true }),
  )
  renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })

  const link = await nav().findByRole('link', { name: 'Notifications (3)' })
  expect(link).toHaveAttribute('href', '/notifications')
  expect(within(link).getByText('3')).toBeInTheDocument()
  const profile = nav().getByRole('link', { name: 'Profile' })
  expect(profile).toHaveAttribute('href', '/profile')
  // Who is signed in: their initials beside Profile, their name in its tooltip.
  expect(profile).toHaveAttribute('title', 'Ada Lovelace')
  expect(within(profile).getByText('AL')).toBeInTheDocument()
  expect(nav().queryByRole('link', { name: 'Login' })).toBeNull()
})

test('Log out removes the token, signs out and lands on the home page', async () => {
  await signedInUser()
  const { user, router } = renderWithAuth('/profile')
  await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })

  await user.click(nav().getByRole('button', { name: 'Log out' }))

  expect(await nav().findByRole('link', { name: 'Login' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/')
  expect(window.localStorage.getItem('accessToken')).toBeNull()
  expect(auth.currentUser).toBeNull()
})

test('on a post page a Back button replaces Home and Manage posts', async () => {
  const { user, router } = renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })
  await router.navigate({ to: '/post/$postId/{-$slug}', params: { postId: 'abc' } })

  const back = await nav().findByRole('button', { name: 'Back' })
  expect(nav().queryByRole('link', { name: 'Home' })).toBeNull()
  expect(nav().queryByRole('link', { name: 'Manage posts' })).toBeNull()
  await user.click(back)

  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/privacy'))
  expect(nav().getByRole('link', { name: 'Home' })).toBeInTheDocument()
})

test('the day/night switch stores the text true, and false again', async () => {
  const { user } = renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })

  await user.click(await nav().findByRole('button', { name: 'Switch to dark mode' }))
  expect(window.localStorage.getItem('isDarkMode')).toBe('true')
  expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark')

  await user.click(nav().getByRole('button', { name: 'Switch to light mode' }))
  expect(window.localStorage.getItem('isDarkMode')).toBe('false')
  expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light')
})

test('only the exact text true starts in dark mode', async () => {
  window.localStorage.setItem('isDarkMode', 'TRUE')
  renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })

  expect(await nav().findByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument()
})

test('an unknown address shows a not-found page', async () => {
  renderWithAuth('/no/such/page')

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument()
})

test('every screen names itself in the document title', async () => {
  const post = storePost({ postTitle: 'A titled post' })
  const { router } = renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })
  expect(document.title).toBe('Privacy — Quill')

  await router.navigate({ to: '/post/$postId/{-$slug}', params: { postId: post._id } })
  await screen.findByRole('heading', { level: 1, name: 'A titled post' })
  await vi.waitFor(() => expect(document.title).toBe('A titled post — Quill'))

  await router.navigate({ to: '/' })
  await screen.findByRole('heading', { level: 1, name: 'Latest posts' })
  await vi.waitFor(() => expect(document.title).toBe('Quill'))
})

test('an unknown address is titled as not found', async () => {
  renderWithAuth('/no/such/page')
  await screen.findByRole('heading', { level: 1, name: 'Page not found' })
  await vi.waitFor(() => expect(document.title).toBe('Page not found — Quill'))
})

test('after a navigation focus moves to the new page’s heading', async () => {
  const { user } = renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })

  await user.click(nav().getByRole('link', { name: 'Home' }))

  // Asked afresh each time: the page may draw its heading again (its data arriving) after focus.
  const heading = () => screen.getByRole('heading', { level: 1, name: 'Latest posts' })
  await vi.waitFor(() => expect(heading()).toHaveFocus())
})

test('on a phone the menu button opens every header control in one tap', async () => {
  await signedInUser()
  store.notifications.push(makeNotification(), makeNotification(), makeNotification({ read: true }))
  const { user } = renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })

  await user.click(await screen.findByRole('button', { name: 'Menu, 2 unread notifications' }))

  const menu = within(await screen.findByRole('dialog', { name: 'Menu' }))
  const menuNav = within(menu.getByRole('navigation', { name: 'Main' }))
  expect(menuNav.getByRole('link', { name: 'Home' })).toBeInTheDocument()
  expect(menuNav.getByRole('link', { name: 'Manage posts' })).toBeInTheDocument()
  expect(menuNav.getByRole('link', { name: 'Notifications (2)' })).toBeInTheDocument()
  expect(menuNav.getByRole('link', { name: 'Profile' })).toBeInTheDocument()
  expect(menuNav.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
  // Writing is one tap away on a phone too, and comes back here once posted.
  expect(menuNav.getByRole('link', { name: 'Write a post' })).toHaveAttribute(
    'href',
    '/new-post?from=%2Fprivacy',
  )

  await user.click(menuNav.getByRole('link', { name: 'Profile' }))
  await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })
  await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull())
})

test('the wordmark leads home', async () => {
  const { user, router } = renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })
  await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Quill' }))
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
})

test('the menu button counts only unread notifications', async () => {
  await signedInUser()
  store.notifications.push(makeNotification(), makeNotification({ read: true }))
  renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })
  expect(
    await screen.findByRole('button', { name: 'Menu, 1 unread notification' }),
  ).toBeInTheDocument()
})

test('with every notification read the menu button is just Menu', async () => {
  await signedInUser()
  store.notifications.push(makeNotification({ read: true }))
  renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })
  const link = await nav().findByRole('link', { name: 'Notifications (0)' })
  // No badge at 0.
  expect(link).toHaveTextContent(/^Notifications$/)
  expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument()
})

test('the main landmark is the target of Skip to content (index.html; tests/e2e/shell.spec.ts), and takes focus', async () => {
  renderWithAuth('/privacy')
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })
  const main = screen.getByRole('main')
  expect(main).toHaveAttribute('id', 'main')
  // Focusable by the link (tabindex -1), so the next Tab goes on from the page, not the header.
  expect(main).toHaveAttribute('tabindex', '-1')
})
