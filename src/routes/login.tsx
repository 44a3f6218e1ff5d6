import { LinkAnchor } from '../components/link-anchor'
import { Group } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPanel } from '../features/auth/components/auth-panel'
import { LoginForm } from '../features/auth/components/login-form'
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in'
import { validateRedirectSearch } from '../lib/safe-redirect'
import { titleHead } from '../lib/page-title'

export const Route = createFileRoute('/login')({
  validateSearch: validateRedirectSearch,
  head: ({ match }) => titleHead(match.context.site, 'Login'),
  component: LoginPage,
})

function LoginPage() {
  const search = Route.useSearch()
  useCompleteSignIn({ redirect: search.redirect })
  return (
    <AuthPanel
      title="Login"
      social
      links={
        <Group justify="space-between">
          <LinkAnchor to="/register" search={search} size="sm">
            Create an account
          </LinkAnchor>
          <LinkAnchor to="/reset-password" size="sm">
            Forgot your password?
          </LinkAnchor>
        </Group>
      }
    >
      <LoginForm />
    </AuthPanel>
  )
}
