import { Button, Divider, Paper, Stack, TextInput, type TextInputProps, Title } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { useT } from '../../../lib/i18n/context'
import auth from '../../../locales/en/auth.messages.json'
import { SocialSignIn } from './social-sign-in'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Divider.css'

/** The frame of the login, register and reset screens. */
export function AuthPanel({
  title,
  children,
  social = false,
  links,
}: {
  title: string
  children: ReactNode
  social?: boolean
  links: ReactNode
}) {
  const t = useT(auth)
  return (
    <Paper withBorder p="xl" radius="md" maw={460} mx="auto">
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
        {social && (
          <>
            <Divider label={t('auth.or')} labelPosition="center" />
            <SocialSignIn />
          </>
        )}
        {links}
      </Stack>
    </Paper>
  )
}

/** The form of each of those screens: its own fields, then its submit button. */
export function AuthForm({
  onSubmit,
  submitting,
  submitLabel,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void
  submitting: boolean
  submitLabel: string
  children: ReactNode
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {children}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}

/** The spec's Email field (§5), as a browser fills it in. */
export function EmailInput(props: TextInputProps) {
  const t = useT(auth)
  return <TextInput label={t('auth.email')} type="email" autoComplete="email" {...props} />
}
