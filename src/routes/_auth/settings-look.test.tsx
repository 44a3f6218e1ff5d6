// Settings → General, the site's links (docs/decisions/0076): the header's navigation, the
// footer's columns and the social accounts are edited as rows (added, moved, removed), checked
// with the contract's messages before sending, and shown on every page once saved.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, onTestFinished, test } from 'vitest'
import { linkMessages } from '../../../contract/site'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { store } from '../../../mocks/store'
import { renderSignedIn } from '../../../tests/setup/render'
import { TEST_USER, resetSession } from '../../../tests/setup/signed-in'
import { HttpResponse, http } from 'msw'
import { accentMessage, accentPalette } from '../../../contract/site-palette'
import { clientConfig } from '../../lib/client-config'

afterEach(resetSession)

async function openAsOwner() {
  store.staff.set(TEST_USER.email, {
    uid: TEST_USER.uid,
    role: 'owner',
    since: '2026-11-01T00:00:00.000Z',
  })
  const rendered = renderSignedIn('/settings')
  await screen.findByLabelText('Site title')
  return rendered
}

const group = (name: string) => screen.getByRole('group', { name })

test('the footer shows today’s links until the owner changes them', async () => {
  await openAsOwner()
  const footer = within(screen.getByRole('contentinfo'))
  expect(footer.getByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/new-post')
  expect(footer.getByRole('link', { name: 'Quill on Mastodon' })).toHaveAttribute(
    'href',
    'https://mastodon.social',
  )
  const legal = within(group('Footer: Legal'))
  expect(
    legal.getAllByLabelText('Label').map((input) => (input as HTMLInputElement).value),
  ).toEqual(['Privacy', 'Terms of use'])
  expect(within(group('Navigation')).getByText(/None of your own/)).toBeVisible()
})

test('links are added, moved and removed, checked before sending, and shown once saved', async () => {
  const { user } = await openAsOwner()
  const navigation = within(group('Navigation'))
  await user.click(navigation.getByRole('button', { name: 'Add a link to Navigation' }))
  await user.click(navigation.getByRole('button', { name: 'Add a link to Navigation' }))
  const labels = () => navigation.getAllByLabelText('Label')
  const addresses = () => navigation.getAllByLabelText('Address')
  await user.type(labels()[0]!, 'Shop')
  await user.type(addresses()[0]!, 'javascript:alert(1)')
  await user.type(labels()[1]!, 'Our terms')
  await user.type(addresses()[1]!, '/terms')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await navigation.findByText(linkMessages.url)).toBeVisible()
  expect(addresses()[0]).toHaveAttribute('aria-invalid', 'true')
  expect(store.site.settings.navigation).toEqual([])

  await user.clear(addresses()[0]!)
  await user.type(addresses()[0]!, 'https://shop.example/')
  await user.click(navigation.getByRole('button', { name: 'Move Our terms up' }))
  expect(labels().map((input) => (input as HTMLInputElement).value)).toEqual(['Our terms', 'Shop'])

  const social = within(group('Social accounts'))
  await user.click(social.getByRole('button', { name: 'Remove profile 1' }))
  await user.click(social.getByRole('button', { name: 'Add an account' }))
  await user.type(social.getByLabelText('Profile 2'), 'https://bsky.app/profile/quill')

  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('The settings are saved')).toBeInTheDocument()
  expect(store.site.settings.navigation).toEqual([
    { label: 'Our terms', url: '/terms' },
    { label: 'Shop', url: 'https://shop.example/' },
  ])
  expect(store.site.settings.socialAccounts).toEqual([
    'https://mastodon.social',
    'https://bsky.app/profile/quill',
  ])
  const siteLinks = within(screen.getByRole('navigation', { name: 'Site' }))
  expect(siteLinks.getByRole('link', { name: 'Shop' })).toHaveAttribute(
    'href',
    'https://shop.example/',
  )
  const footer = within(screen.getByRole('contentinfo'))
  expect(footer.queryByRole('link', { name: 'Quill on GitHub' })).toBeNull()
  expect(footer.getByRole('link', { name: 'Quill on bsky.app' })).toBeInTheDocument()
  expect(store.audit[0]?.detail).toContain('navigation: none → Our terms (/terms), Shop')

  // A site path goes through the router: the page changes without a reload.
  await user.click(siteLinks.getByRole('link', { name: 'Our terms' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
}, 60_000)

test('a link the server refuses says why under its own field', async () => {
  server.use(
    http.put(`${API}/site/settings`, () =>
      errorResponse(400, 'validation_failed', linkMessages.url, {
        'footerLegal.1.url': linkMessages.url,
      }),
    ),
  )
  const { user } = await openAsOwner()
  await user.click(screen.getByRole('button', { name: 'Save' }))
  const legal = within(group('Footer: Legal'))
  expect(await legal.findByText(linkMessages.url)).toBeVisible()
  expect(legal.getAllByLabelText('Address')[1]).toHaveAttribute('aria-invalid', 'true')
})

/** The value Mantine's style element gives a CSS variable (the theme's, drawn in the page). */
const cssVariable = (name: string) =>
  [...document.querySelectorAll('style')]
    .map((style) => new RegExp(`${name}:\\s*([^;]+);`).exec(style.textContent ?? '')?.[1])
    .find(Boolean)

test('an accent colour is checked, saved, and recolours the page with the server’s shades', async () => {
  // index.html's bar colour for the light scheme, which a save changes in this document.
  const bar = document.createElement('meta')
  bar.setAttribute('name', 'theme-color')
  bar.setAttribute('content', '#ffffff')
  bar.setAttribute('media', '(prefers-color-scheme: light)')
  document.head.append(bar)
  const { user } = await openAsOwner()
  expect(cssVariable('--mantine-primary-color-filled')).toBe('var(--mantine-color-accent-filled)')
  expect(cssVariable('--mantine-color-accent-8')).toBe('#1971c2')
  const field = screen.getByLabelText('Accent colour')
  await user.clear(field)
  await user.type(field, 'orange')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText(accentMessage)).toBeVisible()
  expect(field).toHaveAttribute('aria-invalid', 'true')

  await user.clear(field)
  await user.type(field, '#E8590C')
  expect(screen.getByLabelText('Pick the accent colour')).toHaveValue('#e8590c')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('The settings are saved')).toBeInTheDocument()
  const palette = accentPalette('#e8590c')
  expect(store.site.settings).toMatchObject({ accentColor: '#e8590c', accentPalette: palette })
  await waitFor(() => expect(cssVariable('--mantine-color-accent-8')).toBe(palette[8]))
  expect(bar.getAttribute('content')).toBe('#e8590c')
  bar.remove()
  expect(store.audit[0]?.detail).toBe('accentColor: #1c7ed6 → #e8590c')
})

test('a logo is uploaded, shown in the header named by the site’s title, and removed again', async () => {
  // Posts use another host here: the site's own images still go to Quill's (msw refuses any
  // request it has no handler for, the other host's included).
  const postsHost = clientConfig.imageHost
  clientConfig.imageHost = { url: 'https://images.example.com/1/upload', key: 'imgbb-key' }
  onTestFinished(() => {
    clientConfig.imageHost = postsHost
  })
  const name = `${'a'.repeat(64)}-600x200.webp`
  server.use(
    http.post(`${API}/images`, () =>
      HttpResponse.json({
        success: true,
        status: 200,
        data: {
          id: name,
          url: `http://localhost:3000/images/${name}`,
          display_url: '',
          width: 600,
          height: 200,
          size: 1,
          mime: 'image/webp',
        },
      }),
    ),
  )
  const { user } = await openAsOwner()
  const logo = within(group('Logo'))
  expect(logo.getByText(/None: the header shows the site title/)).toBeVisible()
  const input = group('Logo').querySelector('input[type="file"]') as HTMLInputElement
  await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }))
  expect(await logo.findByRole('img', { name: 'Logo, to be saved' })).toHaveAttribute(
    'src',
    `/images/${name}`,
  )
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('The settings are saved')).toBeInTheDocument()
  expect(store.site.settings.logo).toBe(name)
  const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Quill' })
  expect(within(home).getByRole('img', { name: 'Quill' })).toHaveAttribute('src', `/images/${name}`)

  await user.click(logo.getByRole('button', { name: 'Remove the logo' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(store.site.settings.logo).toBe(''))
  expect(within(screen.getByRole('banner')).queryByRole('img', { name: 'Quill' })).toBeNull()
})
