import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { OobCode } from '../../../../contract/dev-mailbox'
import { SteppedList } from '../../../components/stepped-list'
import { type Translate, useT } from '../../../lib/i18n/context'
import auth from '../../../locales/en/auth.messages.json'
import { devMailboxQueries } from '../queries'
import '@mantine/core/styles/Card.css'

// Here, not beside the query: only the list names the emails, and the query is on the first load.
// Each name is a message of its own (docs/decisions/0077); an unknown kind shows Firebase's code.
function oobRequestName(t: Translate<keyof typeof auth>, requestType: string): string {
  switch (requestType) {
    case 'VERIFY_EMAIL':
      return t('auth.mailVerifyEmail')
    case 'PASSWORD_RESET':
      return t('auth.mailResetPassword')
    case 'EMAIL_SIGNIN':
      return t('auth.mailSignIn')
    case 'VERIFY_AND_CHANGE_EMAIL':
      return t('auth.mailChangeEmail')
    case 'RECOVER_EMAIL':
      return t('auth.mailRecoverEmail')
    default:
      return requestType
  }
}

/** Firebase's action modes, as its links and a custom action page (routes/auth-action.tsx) name them. */
const ACTION_MODES: Record<string, 'verifyEmail' | 'resetPassword'> = {
  VERIFY_EMAIL: 'verifyEmail',
  PASSWORD_RESET: 'resetPassword',
}

/**
 * Where a mailbox link opens: Quill's own action page for a verification or a reset (a page
 * that says what happened, not the emulator's JSON: issue 22), the emulator's link otherwise.
 */
function mailboxLink(code: OobCode): string {
  const mode = ACTION_MODES[code.requestType]
  if (!mode) return code.oobLink
  return `/auth-action?${new URLSearchParams({ mode, oobCode: code.oobCode }).toString()}`
}

/** How many emails show before "Show older emails": a long-running emulator keeps hundreds. */
const EMAILS_SHOWN = 25

export function DevMailboxList() {
  const t = useT(auth)
  const { data: codes } = useSuspenseQuery(devMailboxQueries.list())
  if (codes.length === 0) return <Text>{t('auth.noEmails')}</Text>
  return (
    <SteppedList items={codes} step={EMAILS_SHOWN} older={t('auth.showOlderEmails')}>
      {(code) => {
        const kind = oobRequestName(t, code.requestType)
        return (
          <Card key={code.oobCode} withBorder component="li">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Badge variant="light" component="span">
                  {kind}
                </Badge>
                <Text size="sm">{code.email}</Text>
              </Stack>
              <Anchor
                href={mailboxLink(code)}
                target="_blank"
                rel="noreferrer"
                aria-label={t('auth.mailLinkFor', { kind, email: code.email })}
              >
                {t('auth.openLink')}
              </Anchor>
            </Group>
          </Card>
        )
      }}
    </SteppedList>
  )
}
