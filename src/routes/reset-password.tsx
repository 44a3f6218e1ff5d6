import { LinkAnchor } from '../components/link-anchor'
import { Group } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPanel } from '../features/auth/components/auth-panel'
import { ResetPasswordForm } from '../features/auth/components/reset-password-form'
import { titleHead } from '../lib/page-title'

export const Route = createFileRoute('/reset-password')({
  head: ({ match }) => titleHead(match.context.site, 'Reset password'),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  return (
    <AuthPanel
      title="Reset your password"
      links={
        <Group justify="space-between">
          <LinkAnchor to="/register" size="sm">
            Create an account
          </LinkAnchor>
          <LinkAnchor to="/login" size="sm">
            Back to login
          </LinkAnchor>
        </Group>
      }
    >
      <ResetPasswordForm />
    </AuthPanel>
  )
}
