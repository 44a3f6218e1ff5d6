import { Stack, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { SuspendedNotice } from '../../entities/moderation/suspended-notice'
import { NewPostForm } from '../../features/write-post/components/new-post-form'
import { safeRedirect } from '../../lib/safe-redirect'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import pageTitles from '../../locales/en/page-titles.messages.json'

export const Route = createFileRoute('/_auth/new-post')({
  // `from`: the page to return to once posted (a path on this site only). Checked by hand: a
  // route's search check runs on the first load, which carries no zod (docs/decisions/0018).
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' ? { from: search.from } : {},
  head: pageTitle((t) => t('pageTitles.newPost')),
  component: NewPostPage,
})

function NewPostPage() {
  const { user } = Route.useRouteContext()
  const { from } = Route.useSearch()
  const navigate = Route.useNavigate()
  const title = useT(pageTitles)
  return (
    <Stack>
      <Title order={1}>{title('pageTitles.newPost')}</Title>
      <SuspendedNotice />
      <NewPostForm
        user={user}
        // A scheduled post is found again in Manage posts; a post where the author came from.
        onPosted={(status) =>
          void navigate(
            status !== 'published' ? { to: '/managePosts' } : { href: safeRedirect(from) ?? '/' },
          )
        }
        // A draft goes on in its editor, in place of this page (ADR 0078).
        onDrafted={(postId) =>
          void navigate({ to: '/post-edit/$postId', params: { postId }, replace: true })
        }
      />
    </Stack>
  )
}
