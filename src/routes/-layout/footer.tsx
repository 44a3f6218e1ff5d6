import { LinkAnchor } from '../../components/link-anchor'
import { Container, Stack, Text } from '@mantine/core'
import { SocialLinks } from '../../components/social-links'
import classes from './footer.module.css'
import { useSiteSettings } from '../../entities/site/use-site'

export function Footer() {
  const site = useSiteSettings()
  return (
    <Container size="md" component="footer" py="xl">
      <div className={classes.columns}>
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
          <LinkAnchor to="/status" size="sm">
            Service status
          </LinkAnchor>
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
      </div>
      <Text size="xs" c="dimmed" mt="lg">
        © {site.title}
      </Text>
    </Container>
  )
}
