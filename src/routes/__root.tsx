import { Anchor, AppShell, Container, Group, Text } from '@mantine/core'
import { Link, Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header component="header">
        <Container size="md" h="100%">
          <Group h="100%" justify="space-between" component="nav" aria-label="Main">
            <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
              Quill
            </Anchor>
            <Anchor component={Link} to="/">
              Home
            </Anchor>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main component="main">
        <Container size="md">
          <Outlet />
        </Container>
      </AppShell.Main>
      <Container size="md" component="footer" py="lg">
        <Text size="sm" c="dimmed">
          Quill
        </Text>
      </Container>
    </AppShell>
  )
}
