import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { NotFoundPage } from '../components/not-found-page'
import { ResetPasswordAction, VerifyEmailAction } from '../features/auth/components/email-action'
import { pageTitle } from '../lib/page-title'
import { useT } from '../lib/i18n/context'
import authPages from '../locales/en/auth-pages.messages.json'

/**
 * The page an email's link opens (Firebase's `mode` and `oobCode`): the dev mailbox's links come
 * here, and a real project can name it as its custom email action handler (issue 22).
 */
export const Route = createFileRoute('/auth-action')({
  head: pageTitle((t) => t('pageTitles.emailLink')),
  component: AuthActionPage,
})

function AuthActionPage() {
  // Read here rather than by validateSearch, which would sit on every page's first load
  // (docs/decisions/0018): only this page's chunk knows the link's shape.
  const search: Record<string, unknown> = useRouterState({ select: (s) => s.location.search })
  const { mode, oobCode } = search
  const known = mode === 'verifyEmail' || mode === 'resetPassword'
  const t = useT(authPages)
  if (!known || typeof oobCode !== 'string' || oobCode === '' || oobCode.length > 2000) {
    return (
      <NotFoundPage title={t('authPages.linkNotRecognised')}>
        {t('authPages.linkNotOurs')}
      </NotFoundPage>
    )
  }
  return mode === 'verifyEmail' ? (
    <VerifyEmailAction oobCode={oobCode} />
  ) : (
    <ResetPasswordAction oobCode={oobCode} />
  )
}
