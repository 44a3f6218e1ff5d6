import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core'
import { LinkAnchor } from '../../../components/link-anchor'
import { SocialLinks } from '../../../components/social-links'
import type { SessionUser } from '../../../lib/auth/session'
import '@mantine/core/styles/Card.css'

/** The profile screen of spec §2: name, email, a link to update them, placeholder text, icons. */
export function ProfileCard({ user }: { user: SessionUser }) {
  const name = user.displayName ?? user.email
  return (
    <Card withBorder padding="xl" radius="md" maw={560} mx="auto">
      <Stack align="center" gap="sm">
        <Avatar
          src={user.photoURL}
          alt={`Photo of ${name}`}
          size={96}
          radius={96}
          color="blue"
          variant="filled"
          name={name}
        />
        <Title order={1} size="h2">
          {name}
        </Title>
        <Text c="dimmed">{user.email}</Text>
        <Text ta="center" size="sm">
          Writer and reader on Quill. Posts, comments and notifications live here; the rest of the
          story is yet to be written.
        </Text>
        <SocialLinks />
        <Group>
          <LinkAnchor to="/update-profile">Update profile</LinkAnchor>
          <LinkAnchor to="/subscriptions">Subscriptions</LinkAnchor>
          <Anchor href="#import-export">Import and export</Anchor>
        </Group>
      </Stack>
    </Card>
  )
}
