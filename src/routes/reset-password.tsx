import { LinkAnchor } from '../components/link-anchor'
import { Group } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPanel } from '../features/auth/components/auth-panel'
import { ResetPasswordForm } from '../features/auth/components/reset-password-form'
import { pageTitle } from '../lib/page-title'
import { useT } from '../lib/i18n/context'
import authPages from '../locales/en/auth-pages.messages.json'

export const Route = createFileRoute('/reset-password')({
  head: pageTitle((t) => t('pageTitles.resetPassword')),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const t = useT(authPages)
  return (
    <AuthPanel
      title={t('authPages.resetTitle')}
      links={
        <Group justify="space-between">
          <LinkAnchor to="/register" size="sm">
            {t('authPages.createAccount')}
          </LinkAnchor>
          <LinkAnchor to="/login" size="sm">
            {t('authPages.backToLogin')}
          </LinkAnchor>
        </Group>
      }
    >
      <ResetPasswordForm />
    </AuthPanel>
  )
}
