// A Mantine Button that is a router Link, typed by the route tree (the router's custom-link
// recipe): `<LinkButton to="/tag/$tag" params={{ tag }}>`.
import { Button, type ButtonProps } from '@mantine/core'
import { type LinkComponent, createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'

type ButtonAnchorProps = ButtonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps> & {
    ref?: Ref<HTMLAnchorElement>
  }

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />
}

const CreatedLinkButton = createLink(ButtonAnchor)

export const LinkButton: LinkComponent<typeof ButtonAnchor> = (props) => (
  <CreatedLinkButton {...props} />
)
