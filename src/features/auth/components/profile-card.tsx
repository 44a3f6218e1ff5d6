import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { Author } from '../../../../contract/profiles'
import { LinkAnchor } from '../../../components/link-anchor'
import { SocialLinks } from '../../../components/social-links'
import type { SessionUser } from '../../../lib/auth/session'
import '@mantine/core/styles/Card.css'
import { useT } from '../../../lib/i18n/context'
import profile from '../../../locales/en/profile.messages.json'
import { useSiteSettings } from '../../../entities/site/use-site'

/**
 * The profile screen of spec §2: name, email, a link to update them, placeholder text, icons;
 * and, once their author page is read, what readers see of them: handle, bio, the page itself.
 */
export function ProfileCard({ user, author }: { user: SessionUser; author?: Author | undefined }) {
  const t = useT(profile)
  const site = useSiteSettings()
  const name = user.displayName ?? user.email
  const handle = author?.handle ?? null
  const bio = author?.bio.trim() ?? ''
  return (
    <Card withBorder padding="xl" radius="md" maw={560} mx="auto">
      <Stack align="center" gap="sm">
        <Avatar
          src={user.photoURL}
          alt={t('profile.photoOf', { name })}
          size={96}
          radius={96}
          color="blue"
          variant="filled"
          name={name}
        />
        <Title order={1} size="h2">
          {name}
        </Title>
        {handle ? <Text fw={600}>@{handle}</Text> : null}
        <Text c="dimmed">{user.email}</Text>
        {bio ? (
          <Text ta="center" style={{ whiteSpace: 'pre-line' }}>
            {bio}
          </Text>
        ) : null}
        <Text ta="center" size="sm">
          {t('profile.writerAndReader', { site: site.title })}
        </Text>
        <SocialLinks siteName={site.title} accounts={site.socialAccounts} />
        <Group justify="center">
          <LinkAnchor to="/update-profile">{t('profile.update')}</LinkAnchor>
          {handle ? (
            <LinkAnchor to="/@{$handle}" params={{ handle }}>
              {t('profile.publicPage')}
            </LinkAnchor>
          ) : (
            <LinkAnchor to="/author/$authorId" params={{ authorId: user.uid }}>
              {t('profile.publicPage')}
            </LinkAnchor>
          )}
          <LinkAnchor to="/following">{t('profile.following')}</LinkAnchor>
          <LinkAnchor to="/subscriptions">{t('profile.subscriptions')}</LinkAnchor>
          <Anchor href="#import-export">{t('profile.importExport')}</Anchor>
        </Group>
      </Stack>
    </Card>
  )
}
