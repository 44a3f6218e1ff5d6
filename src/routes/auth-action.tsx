import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../components/not-found-page'
import { ResetPasswordAction, VerifyEmailAction } from '../features/auth/components/email-action'
import { titleHead } from '../lib/page-title'

interface ActionSearch {
  mode?: 'verifyEmail' | 'resetPassword'
  oobCode?: string
}

/**
 * The page an email's link opens (Firebase's `mode` and `oobCode`): the dev mailbox's links come
 * here, and a real project can name it as its custom email action handler (issue 22).
 */
export const Route = createFileRoute('/auth-action')({
  // Checked by hand, as the first load carries no zod (docs/decisions/0018).
  validateSearch: (search: Record<string, unknown>): ActionSearch => ({
    ...(search.mode === 'verifyEmail' || search.mode === 'resetPassword'
      ? { mode: search.mode }
      : {}),
    ...(typeof search.oobCode === 'string' && search.oobCode.length <= 2000
      ? { oobCode: search.oobCode }
      : {}),
  }),
  head: () => titleHead('Your email link'),
  component: AuthActionPage,
})

function AuthActionPage() {
  const { mode, oobCode } = Route.useSearch()
  if (!oobCode || !mode) {
    return <NotFoundPage title="Link not recognised">This link is not one Quill sent.</NotFoundPage>
  }
  return mode === 'verifyEmail' ? (
    <VerifyEmailAction oobCode={oobCode} />
  ) : (
    <ResetPasswordAction oobCode={oobCode} />
  )
}
