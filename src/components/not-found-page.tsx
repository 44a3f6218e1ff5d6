import { Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { titled } from '../../contract/head/page-meta'
import { useT } from '../lib/i18n/context'
import components from '../locales/en/components.messages.json'
import { LinkAnchor } from './link-anchor'

export function NotFoundPage({ title, children }: { title: string; children?: string }) {
  // A not-found screen stands in for a route's own, so it names the document itself (it mounts
  // after the layout has set the route's title).
  const t = useT(components)
  const { site } = useRouter().options.context
  useEffect(() => {
    document.title = titled(site, title)
  }, [title, site])
  return (
    <Stack align="flex-start">
      <Title order={1}>{title}</Title>
      <Text>{children ?? t('components.notFoundBody')}</Text>
      <LinkAnchor to="/">{t('components.backToFeed')}</LinkAnchor>
    </Stack>
  )
}
