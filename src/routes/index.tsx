import { Card, Loader, Stack, Text, Title } from '@mantine/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { postQueries } from '../features/posts/queries'

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(postQueries.feed()),
  pendingComponent: () => <Loader aria-label="Loading posts" />,
  component: Feed,
})

function Feed() {
  const { data } = useSuspenseInfiniteQuery(postQueries.feed())
  const posts = data.pages.flatMap((page) => page.posts)
  return (
    <Stack>
      <Title order={1}>Quill</Title>
      {posts.length === 0 ? (
        <Text>No posts yet.</Text>
      ) : (
        posts.map((post) => (
          <Card key={post._id} withBorder component="article">
            <Title order={2} size="h3">
              {post.postTitle}
            </Title>
            <Text>{post.postBody}</Text>
          </Card>
        ))
      )}
    </Stack>
  )
}
