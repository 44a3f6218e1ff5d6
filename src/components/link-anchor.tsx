// A Mantine Anchor that is a router Link, typed by the route tree (the router's custom-link
// recipe): `<LinkAnchor to="/tag/$tag" params={{ tag }}>`.
import { Anchor, type AnchorProps } from '@mantine/core'
import { type LinkComponent, createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'

type AnchorLinkProps = AnchorProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps> & {
    ref?: Ref<HTMLAnchorElement>
  }

function AnchorLink(props: AnchorLinkProps) {
  return <Anchor {...props} />
}

const CreatedLinkAnchor = createLink(AnchorLink)

export const LinkAnchor: LinkComponent<typeof AnchorLink> = (props) => (
  <CreatedLinkAnchor {...props} />
)
