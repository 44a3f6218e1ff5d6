import { Stack, Text, Title } from '@mantine/core'
import { LinkAnchor } from './link-anchor'

export function NotFoundPage({ title, children }: { title: string; children?: string }) {
  return (
    <Stack align="flex-start">
      <Title order={1}>{title}</Title>
      <Text>{children ?? 'It may have been deleted, or the link is wrong.'}</Text>
      <LinkAnchor to="/">Back to the feed</LinkAnchor>
    </Stack>
  )
}
