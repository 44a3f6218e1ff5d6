import { ActionIcon, Group } from '@mantine/core'
import { GitHubIcon, MastodonIcon } from './icons'

const SOCIAL_LINKS = [
  { label: 'Quill on GitHub', href: 'https://github.com', Icon: GitHubIcon },
  { label: 'Quill on Mastodon', href: 'https://mastodon.social', Icon: MastodonIcon },
] as const

export function SocialLinks() {
  return (
    <Group gap="xs">
      {SOCIAL_LINKS.map(({ label, href, Icon }) => (
        <ActionIcon
          key={label}
          component="a"
          href={href}
          variant="subtle"
          size="lg"
          aria-label={label}
          title={label}
          target="_blank"
          rel="noreferrer"
        >
          <Icon />
        </ActionIcon>
      ))}
    </Group>
  )
}
