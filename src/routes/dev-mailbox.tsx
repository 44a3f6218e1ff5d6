import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { Suspense } from 'react'
import { NotFoundPage } from '../components/not-found-page'
import { PageLoader } from '../components/page-loader'
import { DevMailboxList } from '../features/auth/components/dev-mailbox-list'
import { DevMailList } from '../features/subscriptions/components/dev-mail-list'
import { isAuthEmulated } from '../lib/client-config'
import { pageTitle } from '../lib/page-title'
import { useT } from '../lib/i18n/context'
import devMailbox from '../locales/en/dev-mailbox.messages.json'
import pageTitles from '../locales/en/page-titles.messages.json'

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
  pendingComponent: DevMailboxPending,
  notFoundComponent: DevMailboxNotFound,
  component: DevMailboxPage,
})

function DevMailboxPending() {
  const t = useT(devMailbox)
  return <PageLoader label={t('devMailbox.loading')} />
}

function DevMailboxNotFound() {
  const t = useT(devMailbox)
  const title = useT(pageTitles)
  return (
    <NotFoundPage title={title('pageTitles.pageNotFound')}>
      {t('devMailbox.noPageHere')}
    </NotFoundPage>
  )
}

function DevMailboxPage() {
  const t = useT(devMailbox)
  const title = useT(pageTitles)
  return (
    <Stack>
      <Title order={1}>{title('pageTitles.devMailbox')}</Title>
      <Text c="dimmed">{t('devMailbox.intro')}</Text>
      <DevMailboxList />
      <Title order={2}>{t('devMailbox.quillMail')}</Title>
      <Text c="dimmed">{t('devMailbox.quillMailIntro')}</Text>
      <Suspense fallback={<PageLoader label={t('devMailbox.loadingQuillMail')} />}>
        <DevMailList />
      </Suspense>
    </Stack>
  )
}
