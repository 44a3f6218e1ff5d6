import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { OobCode } from '../../../../contract/dev-mailbox'
import { SteppedList } from '../../../components/stepped-list'
import { devMailboxQueries } from '../queries'
import '@mantine/core/styles/Card.css'

// Here, not beside the query: only the list names the emails, and the query is on the first load.
const OOB_REQUEST_NAMES: Record<string, string> = {
  VERIFY_EMAIL: 'Verify email',
  PASSWORD_RESET: 'Reset password',
  EMAIL_SIGNIN: 'Sign in',
  VERIFY_AND_CHANGE_EMAIL: 'Change email',
  RECOVER_EMAIL: 'Recover email',
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
  const { data: codes } = useSuspenseQuery(devMailboxQueries.list())
  if (codes.length === 0) return <Text>No emails yet.</Text>
  return (
    <SteppedList items={codes} step={EMAILS_SHOWN} older="Show older emails">
      {(code) => {
        const kind = OOB_REQUEST_NAMES[code.requestType] ?? code.requestType
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
                aria-label={`${kind} link for ${code.email}`}
              >
                Open link
              </Anchor>
            </Group>
          </Card>
        )
      }}
    </SteppedList>
  )
}
