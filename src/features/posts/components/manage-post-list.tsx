import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LinkButton } from '../../../components/link-button'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LoadMore } from '../../../components/load-more'
import { postQueries } from '../queries'
import { useDeletePost } from '../use-delete-post'
import { PostByline } from './post-byline'
import '@mantine/core/styles/Card.css'

/** The signed-in author's own posts, each with Edit and Delete. */
export function ManagePostList({ email }: { email: string }) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSuspenseInfiniteQuery(
    postQueries.userPosts(email),
  )
  const deletePost = useDeletePost()
  const [pendingDelete, setPendingDelete] = useState<string | null>(null)
  const posts = data.pages.flatMap((page) => page.posts)

  if (posts.length === 0) return <Text>You dont have any posts</Text>
  return (
    <Stack>
      {posts.map((post) => {
        const titleId = `manage-${post._id}`
        return (
          <Card key={post._id} withBorder component="article" aria-labelledby={titleId}>
            <Title order={2} size="h4" id={titleId}>
              {post.postTitle}
            </Title>
            <PostByline post={post} />
            <Group mt="sm">
              <LinkButton
                to="/post-edit/$postId"
                params={{ postId: post._id }}
                variant="light"
                aria-describedby={titleId}
              >
                Edit
              </LinkButton>
              <Button
                color="red"
                variant="subtle"
                aria-describedby={titleId}
                onClick={() => setPendingDelete(post._id)}
              >
                Delete
              </Button>
            </Group>
          </Card>
        )
      })}
      <LoadMore
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
      <ConfirmDialog
        opened={pendingDelete !== null}
        message="are you sure to delete this post?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (pendingDelete) deletePost.mutate(pendingDelete)
          setPendingDelete(null)
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </Stack>
  )
}
