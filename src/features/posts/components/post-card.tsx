import { Card, Group, Image, Stack, Text, Title } from '@mantine/core'
import { LinkButton } from '../../../components/link-button'
import type { PostSummary } from '../../../../contract/posts'
import { previewText } from '../../../lib/preview'
import { PostByline } from './post-byline'

export function PostCard({ post }: { post: PostSummary }) {
  const titleId = `post-title-${post._id}`
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={titleId}>
      {post.image ? (
        <Card.Section>
          <Image src={post.image} alt={post.postTitle} h={220} fit="cover" loading="lazy" />
        </Card.Section>
      ) : null}
      <Stack gap="xs" mt="md">
        <Title order={2} size="h3" id={titleId}>
          {post.postTitle}
        </Title>
        <PostByline post={post} />
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {previewText(post.postBody, post.bodyTruncated)}
        </Text>
        <Group>
          <LinkButton
            to="/post/$postId"
            params={{ postId: post._id }}
            variant="light"
            aria-describedby={titleId}
          >
            Read more
          </LinkButton>
        </Group>
      </Stack>
    </Card>
  )
}
