import { LinkAnchor } from '../components/link-anchor'
import { Text } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { AuthPanel } from '../features/auth/components/auth-panel'
import { RegisterForm } from '../features/auth/components/register-form'
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in'
import { validateRedirectSearch } from '../lib/safe-redirect'
import { titleHead } from '../lib/page-title'

export const Route = createFileRoute('/register')({
  validateSearch: validateRedirectSearch,
  head: ({ match }) => titleHead(match.context.site, 'Register'),
  component: RegisterPage,
})

function RegisterPage() {
  const search = Route.useSearch()
  const [busy, setBusy] = useState(false)
  useCompleteSignIn({ redirect: search.redirect, paused: busy })
  return (
    <AuthPanel
      title="Register"
      social
      links={
        <Text size="sm">
          Already have an account?{' '}
          <LinkAnchor to="/login" search={search} underline="always">
            Login
          </LinkAnchor>
        </Text>
      }
    >
      <RegisterForm onBusyChange={setBusy} />
    </AuthPanel>
  )
}
