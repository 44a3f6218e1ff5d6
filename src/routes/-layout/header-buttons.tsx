import { Button } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { signOutUser } from '../../features/auth/sign-out'
import { notificationQueries } from '../../entities/notification/queries'
import { useT } from '../../lib/i18n/context'

export function BackButton() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const t = useT()
  return (
    <Button
      variant="subtle"
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/' }))}
    >
      {t('nav.back')}
    </Button>
  )
}

export function LogOutButton() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const t = useT()
  async function logOut() {
    // Leave guarded pages first, so their guard does not send the user to /login on the way out.
    await navigate({ to: '/' })
    await signOutUser()
    queryClient.removeQueries({ queryKey: notificationQueries.all() })
  }
  return (
    <Button variant="default" onClick={() => void logOut()}>
      {t('nav.logOut')}
    </Button>
  )
}
