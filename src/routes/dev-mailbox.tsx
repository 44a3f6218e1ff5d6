import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { Suspense } from 'react'
import { NotFoundPage } from '../components/not-found-page'
import { PageLoader } from '../components/page-loader'
import { DevMailboxList } from '../features/auth/components/dev-mailbox-list'
import { DevMailList } from '../features/subscriptions/components/dev-mail-list'
import { isAuthEmulated } from '../lib/client-config'
import { pageTitle } from '../lib/page-title'

export const Route = createFileRoute('/dev-mailbox')({
  loader: ({ context: { queryClient } }) => {
    // With a real Firebase project, emails are real and this page does not exist.
    if (!isAuthEmulated) throw notFound()
    // Quill's own mails are read by their list, in this page's lazy chunk, and the emulator's
    // through a chunk of their own (ADR 0018's budget).
    return import('../features/auth/queries').then(({ devMailboxQueries }) =>
      queryClient.query({ ...devMailboxQueries.list(), staleTime: 'static' }),
    )
  },
  head: pageTitle((t) => t('pageTitles.devMailbox')),
  pendingComponent: () => <PageLoader label="Loading the mailbox" />,
  notFoundComponent: () => (
    <NotFoundPage title="Page not found">There is no page here.</NotFoundPage>
  ),
  component: DevMailboxPage,
})

function DevMailboxPage() {
  return (
    <Stack>
      <Title order={1}>Dev mailbox</Title>
      <Text c="dimmed">
        The emails the local Auth emulator would have sent. Open a link to verify an address, reset
        a password or sign in.
      </Text>
      <DevMailboxList />
      <Title order={2}>Mail from Quill</Title>
      <Text c="dimmed">
        Confirmations and posts to subscribers, as they would have been sent (set SMTP_URL to send
        them for real), each whole: its headers, its HTML and its text.
      </Text>
      <Suspense fallback={<PageLoader label="Loading Quill's mails" />}>
        <DevMailList />
      </Suspense>
    </Stack>
  )
}
