import { Alert, Text } from '@mantine/core'
import { LinkButton } from '../../../components/link-button'

/** On the home page of a site nobody owns yet: whoever sets it up first owns it (ADR 0074). */
export function SetupInvite() {
  return (
    <Alert color="blue" title="This site has no owner yet" mb="lg">
      <Text size="sm" mb="sm">
        Give it a name and make it yours: the first person to finish the setup owns the site and its
        settings.
      </Text>
      <LinkButton to="/setup" size="sm">
        Set up this site
      </LinkButton>
    </Alert>
  )
}
