import { LinkAnchor } from '../components/link-anchor'
import { Text } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { AuthPanel } from '../features/auth/components/auth-panel'
import { RegisterForm } from '../features/auth/components/register-form'
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in'
import { validateRedirectSearch } from '../lib/safe-redirect'
import { pageTitle } from '../lib/page-title'
import { useT } from '../lib/i18n/context'
import { withElements } from '../lib/i18n/elements'
import authPages from '../locales/en/auth-pages.messages.json'
import pageTitles from '../locales/en/page-titles.messages.json'

export const Route = createFileRoute('/register')({
  validateSearch: validateRedirectSearch,
  head: pageTitle((t) => t('pageTitles.register')),
  component: RegisterPage,
})

function RegisterPage() {
  const search = Route.useSearch()
  const [busy, setBusy] = useState(false)
  useCompleteSignIn({ redirect: search.redirect, paused: busy })
  const t = useT(authPages)
  const title = useT(pageTitles)
  const shell = useT()
  return (
    <AuthPanel
      title={title('pageTitles.register')}
      social
      links={
        <Text size="sm">
          {withElements((m) => t('authPages.haveAccount', { link: m.link }), {
            link: (
              <LinkAnchor to="/login" search={search} underline="always">
                {shell('nav.login')}
              </LinkAnchor>
            ),
          })}
        </Text>
      }
    >
      <RegisterForm onBusyChange={setBusy} />
    </AuthPanel>
  )
}
