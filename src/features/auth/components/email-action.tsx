import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { LinkAnchor } from '../../../components/link-anchor'
import { PageLoader } from '../../../components/page-loader'
import { notify } from '../../../lib/toast'
import { setNewPassword, verifyEmailByLink } from '../email-actions'
import { emailActionQueries } from '../queries'
import { useT } from '../../../lib/i18n/context'
import auth from '../../../locales/en/auth.messages.json'
import { authErrorCode } from '../messages'
import { PASSWORD_MIN } from '../password-rule'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/PasswordInput.css'
import { useSiteSettings } from '../../../entities/site/use-site'

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" maw={520} mx="auto">
      <Title order={1} size="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  )
}

/** A verification link: applied once on arrival (a code works once), then said plainly. */
export function VerifyEmailAction({ oobCode }: { oobCode: string }) {
  const t = useT(auth)
  const site = useSiteSettings()
  const verify = useMutation({ mutationFn: () => verifyEmailByLink(oobCode) })
  const started = useRef(false)
  const { mutate } = verify
  useEffect(() => {
    if (started.current) return
    started.current = true
    mutate()
  }, [mutate])

  if (verify.isError) {
    return (
      <Panel title={t('auth.emailNotVerified')}>
        <Alert color="red" role="alert">
          {t('auth.verifyLinkUsedOrExpired')}
        </Alert>
        <LinkAnchor to="/login">{t('auth.login')}</LinkAnchor>
      </Panel>
    )
  }
  if (!verify.isSuccess) return <PageLoader label={t('auth.verifyingEmail')} />
  return (
    <Panel title={t('auth.emailVerified')}>
      <Text>{t('auth.emailVerifiedBody')}</Text>
      <LinkAnchor to="/">{t('auth.goToSite', { site: site.title })}</LinkAnchor>
    </Panel>
  )
}

/** A password-reset link: the address it is for, and a new password under the same rule. */
export function ResetPasswordAction({ oobCode }: { oobCode: string }) {
  const t = useT(auth)
  const email = useQuery(emailActionQueries.resetEmail(oobCode))
  const change = useMutation({
    mutationFn: (password: string) => setNewPassword(oobCode, password),
  })
  const form = useForm({
    initialValues: { password: '' },
    validate: {
      password: (value) =>
        value.length < PASSWORD_MIN ? t('auth.weakPasswordRule', { min: PASSWORD_MIN }) : null,
    },
  })

  if (email.isPending) return <PageLoader label={t('auth.checkingLink')} />
  if (email.isError || (change.isError && authErrorCode(change.error) !== 'auth/weak-password')) {
    return (
      <Panel title={t('auth.passwordNotChanged')}>
        <Alert color="red" role="alert">
          {t('auth.linkUsedOrExpired')}
        </Alert>
        <LinkAnchor to="/reset-password">{t('auth.askForNewLink')}</LinkAnchor>
      </Panel>
    )
  }
  if (change.isSuccess) {
    return (
      <Panel title={t('auth.passwordChanged')}>
        <Text>{t('auth.canLogInNow')}</Text>
        <LinkAnchor to="/login">{t('auth.login')}</LinkAnchor>
      </Panel>
    )
  }
  return (
    <Panel title={t('auth.chooseNewPassword')}>
      <Text>{t('auth.resetFor', { email: email.data })}</Text>
      <form
        noValidate
        onSubmit={form.onSubmit(({ password }) =>
          change.mutate(password, {
            onError: (error) => {
              if (authErrorCode(error) !== 'auth/weak-password') return
              notify.error(t('auth.registerWeakPassword'))
              form.setFieldError('password', t('auth.passwordRule', { min: PASSWORD_MIN }))
            },
          }),
        )}
      >
        <Stack>
          <PasswordInput
            label={t('auth.newPassword')}
            description={t('auth.passwordRule', { min: PASSWORD_MIN })}
            autoComplete="new-password"
            aria-required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('auth.changePassword')}
          </Button>
        </Stack>
      </form>
    </Panel>
  )
}
