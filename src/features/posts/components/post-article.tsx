import { Image, Loader, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { postQueries } from '../queries'
import { PostByline } from './post-byline'

/**
 * The full post. Opened from a list it first shows the list's copy (its body cut) and fills in
 * the rest when the post arrives.
 */
export function PostArticle({ postId }: { postId: string }) {
  const { data: post } = useSuspenseQuery(postQueries.detail(postId))
  return (
    <Stack component="article" gap="md">
      <PostByline post={post} />
      {post.image ? (
        <Image src={post.image} alt={post.postTitle} radius="md" mah={480} fit="contain" />
      ) : null}
      <Title order={1}>{post.postTitle}</Title>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {post.bodyTruncated ? `${post.postBody}…` : post.postBody}
      </Text>
      {post.bodyTruncated ? (
        <Loader size="sm" role="progressbar" aria-label="Loading the full post" />
      ) : null}
    </Stack>
  )
}
