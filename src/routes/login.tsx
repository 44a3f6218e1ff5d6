import { LinkAnchor } from '../components/link-anchor'
import { Group } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPanel } from '../features/auth/components/auth-panel'
import { LoginForm } from '../features/auth/components/login-form'
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in'
import { validateRedirectSearch } from '../lib/safe-redirect'
import { pageTitle } from '../lib/page-title'
import { useT } from '../lib/i18n/context'
import authPages from '../locales/en/auth-pages.messages.json'

export const Route = createFileRoute('/login')({
  validateSearch: validateRedirectSearch,
  head: pageTitle((t) => t('nav.login')),
  component: LoginPage,
})

function LoginPage() {
  const search = Route.useSearch()
  useCompleteSignIn({ redirect: search.redirect })
  const t = useT(authPages)
  const shell = useT()
  return (
    <AuthPanel
      title={shell('nav.login')}
      social
      links={
        <Group justify="space-between">
          <LinkAnchor to="/register" search={search} size="sm">
            {t('authPages.createAccount')}
          </LinkAnchor>
          <LinkAnchor to="/reset-password" size="sm">
            {t('authPages.forgotPassword')}
          </LinkAnchor>
        </Group>
      }
    >
      <LoginForm />
    </AuthPanel>
  )
}
