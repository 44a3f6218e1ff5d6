// A link the owner set (docs/decisions/0076): a path on this site goes through the router (no
// reload), a web address is a plain link. Its address is data, not a route the types know, so
// it is an anchor whose click the router takes; a modified click (new tab) stays the browser's.
import { Anchor, type AnchorProps } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'

export function SiteLink({
  url,
  children,
  ...props
}: AnchorProps & { url: string; children: ReactNode }) {
  const router = useRouter()
  // The contract let no other kind of path in (`//host` is refused): one slash is this site.
  const onSite = url.startsWith('/')
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    void router.navigate({ href: url })
  }
  return (
    <Anchor href={url} onClick={onSite ? follow : undefined} {...props}>
      {children}
    </Anchor>
  )
}
