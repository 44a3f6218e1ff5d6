import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { sitePageMeta } from '../../contract/head/page-meta'
import { routeHead } from '../lib/route-head'

export const Route = createFileRoute('/terms')({
  head: ({ match }) => routeHead(sitePageMeta(match.context.site, '/terms')),
  component: TermsPage,
})

function TermsPage() {
  return (
    <Stack maw={680}>
      <Title order={1}>Terms of use</Title>
      <Text>
        Write what you have the right to publish, be kind in the comments, and do not upload images
        that are not yours to share. Posts can be edited or deleted by their author at any time.
      </Text>
    </Stack>
  )
}
