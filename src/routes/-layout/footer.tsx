import { LinkAnchor } from '../../components/link-anchor'
import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core'
import { SocialLinks } from '../../components/social-links'

export function Footer() {
  return (
    <Container size="md" component="footer" py="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Resources
          </Text>
          <LinkAnchor to="/" size="sm">
            Latest posts
          </LinkAnchor>
          <LinkAnchor to="/new-post" size="sm">
            Write a post
          </LinkAnchor>
          <Anchor href="/api/health" size="sm">
            Service status
          </Anchor>
        </Stack>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Follow
          </Text>
          <SocialLinks />
        </Stack>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Legal
          </Text>
          <LinkAnchor to="/privacy" size="sm">
            Privacy
          </LinkAnchor>
          <LinkAnchor to="/terms" size="sm">
            Terms of use
          </LinkAnchor>
        </Stack>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="lg">
        © Quill
      </Text>
    </Container>
  )
}
