import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { identity } from '../../mocks/identity-store'
import { store } from '../../mocks/store'
import { renderWithAuth } from '../../tests/setup/auth'

test('in emulator mode the dev mailbox lists the emails the emulator "sent", newest first', async () => {
  identity.outbox.push(
    { requestType: 'VERIFY_EMAIL', email: 'ada@example.com' },
    { requestType: 'PASSWORD_RESET', email: 'grace@example.com' },
  )
  renderWithAuth('/dev-mailbox')

  expect(await screen.findByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeInTheDocument()
  const links = screen.getAllByRole('link', { name: /link for/ })
  expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
    'Reset password link for grace@example.com',
    'Verify email link for ada@example.com',
  ])
  expect(links[1]).toHaveAttribute('href', expect.stringContaining('oobCode=code0'))
})

test('an empty mailbox says so', async () => {
  renderWithAuth('/dev-mailbox')

  expect(await screen.findByText('No emails yet.')).toBeInTheDocument()
  expect(await screen.findByText('No mails from Quill yet.')).toBeInTheDocument()
})

test("Quill's own mails show whole: headers, the HTML sandboxed, the text with its links", async () => {
  const link = 'http://localhost:3000/confirm-subscription?token=abc.def'
  store.devMail.push({
    to: 'reader@example.org',
    subject: 'Confirm your subscription to Quill',
    text: `Someone asked.\n\nConfirm: ${link}\n`,
    html: `<p>Someone asked.</p><script>parent.hacked = true</script><a href="${link}">Confirm</a>`,
    headers: { From: 'Quill <no-reply@localhost>', 'List-Unsubscribe-Post': 'x' },
    date: new Date().toISOString(),
  })
  renderWithAuth('/dev-mailbox')

  const mail = (
    await screen.findByRole('heading', { name: 'Confirm your subscription to Quill' })
  ).closest('li') as HTMLElement
  expect(within(mail).getByText(/To reader@example.org/)).toBeInTheDocument()
  expect(within(mail).getByRole('rowheader', { name: 'From' })).toBeInTheDocument()
  const frame = within(mail).getByTitle(
    'HTML of “Confirm your subscription to Quill” to reader@example.org',
  )
  // No script runs in it, and it has no origin: `allow-scripts` and `allow-same-origin` absent.
  expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox')
  expect(frame.getAttribute('srcdoc')).toContain('<base target="_blank">')
  expect(within(mail).getByRole('link', { name: link })).toHaveAttribute('href', link)
})

test('only the newest mail is open and ten show; older ones open on demand', async () => {
  const user = userEvent.setup()
  // Newest first, as the server lists them.
  for (let i = 0; i < 12; i++) {
    store.devMail.unshift({
      to: `reader${i}@example.org`,
      subject: `Mail ${i}`,
      text: `Text ${i}`,
      html: `<p>Mail ${i}</p>`,
      headers: {},
      date: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
    })
  }
  renderWithAuth('/dev-mailbox')

  await screen.findByRole('heading', { name: 'Mail 11' })
  expect(screen.getAllByTitle(/^HTML of/)).toHaveLength(1)
  expect(screen.getByTitle('HTML of “Mail 11” to reader11@example.org')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Mail 1' })).not.toBeInTheDocument()

  await user.click(screen.getByText('Mail 5'))
  expect(await screen.findByText('Text 5')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Show older mails (2)' }))
  expect(screen.getByRole('heading', { name: 'Mail 0' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /Show older mails/ })).not.toBeInTheDocument()
})
