import { Divider, Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { SocialSignIn } from './social-sign-in'
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
  return (
    <Paper withBorder p="xl" radius="md" maw={460} mx="auto">
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
        {social && (
          <>
            <Divider label="or" labelPosition="center" />
            <SocialSignIn />
          </>
        )}
        {links}
      </Stack>
    </Paper>
  )
}
