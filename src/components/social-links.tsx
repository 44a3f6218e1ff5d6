import { ActionIcon, Group } from '@mantine/core'
import { GitHubIcon, Icon, MastodonIcon } from './icons'
import { useT } from '../lib/i18n/context'

/** Any other profile: a globe, named by its host. */
const WebIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
)

/**
 * The service a profile is on, by its host: GitHub, Mastodon (its usual hosts), or the host
 * itself ("bsky.app") with a globe. The server let in only http(s) addresses.
 */
function service(url: string) {
  const host = new URL(url).hostname.replace(/^www\./, '')
  if (host === 'github.com') return { name: 'GitHub', Icon: GitHubIcon }
  if (/(^|\.)(mastodon|mstdn)\.|\.social$/.test(host))
    return { name: 'Mastodon', Icon: MastodonIcon }
  return { name: host, Icon: WebIcon }
}

/** The site's accounts elsewhere (docs/decisions/0076), each an icon named "Quill on GitHub". */
export function SocialLinks({
  siteName,
  accounts,
}: {
  siteName: string
  accounts: readonly string[]
}) {
  const t = useT()
  if (accounts.length === 0) return null
  return (
    <Group gap="xs">
      {accounts.map((href, index) => {
        const { name, Icon: ServiceIcon } = service(href)
        const label = t('footer.socialLink', { site: siteName, service: name })
        return (
          <ActionIcon
            key={`${index}:${href}`}
            component="a"
            href={href}
            variant="subtle"
            size="lg"
            aria-label={label}
            title={label}
            target="_blank"
            rel="me noreferrer"
          >
            <ServiceIcon />
          </ActionIcon>
        )
      })}
    </Group>
  )
}
