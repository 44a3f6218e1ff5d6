import { Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { SITE_NAME } from '../lib/page-title'
import { LinkAnchor } from './link-anchor'

export function NotFoundPage({ title, children }: { title: string; children?: string }) {
  // A not-found screen stands in for a route's own, so it names the document itself (it mounts
  // after the layout has set the route's title).
  useEffect(() => {
    document.title = `${title} — ${SITE_NAME}`
  }, [title])
  return (
    <Stack align="flex-start">
      <Title order={1}>{title}</Title>
      <Text>{children ?? 'It may have been deleted, or the link is wrong.'}</Text>
      <LinkAnchor to="/">Back to the feed</LinkAnchor>
    </Stack>
  )
}
