import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { sitePageMeta } from '../../contract/head/page-meta'
import { routeHead } from '../lib/route-head'

export const Route = createFileRoute('/privacy')({
  head: ({ match }) => routeHead(sitePageMeta(match.context.site, '/privacy')),
  component: PrivacyPage,
})

function PrivacyPage() {
  return (
    <Stack maw={680}>
      <Title order={1}>Privacy</Title>
      <Text>
        Quill keeps what it needs to run: your email address and display name from your sign-in, the
        posts and comments you write, and the notifications they cause. Images you upload are stored
        without their metadata, so no location travels with them.
      </Text>
      <Text>
        Your browser keeps two things: the server's access token while you are signed in, and your
        day/night choice. Logging out removes the token.
      </Text>
      <Text>
        Opening a post counts a view for its author, without a cookie. To count you once a day, your
        address and browser are mixed with a secret that changes every day and is never stored; the
        result stays in memory for that day only. Of the page that linked you here, only its site's
        name is kept. Nothing else about you is recorded.
      </Text>
    </Stack>
  )
}
