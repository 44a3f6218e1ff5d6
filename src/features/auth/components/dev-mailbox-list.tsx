import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { OOB_REQUEST_NAMES, devMailboxQueries, mailboxLink } from '../dev-mailbox'
import '@mantine/core/styles/Card.css'

export function DevMailboxList() {
  const { data: codes } = useSuspenseQuery(devMailboxQueries.list())
  if (codes.length === 0) return <Text>No emails yet.</Text>
  return (
    <Stack component="ul" p={0} style={{ listStyle: 'none' }}>
      {codes.map((code) => {
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
      })}
    </Stack>
  )
}
