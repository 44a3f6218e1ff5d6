// The phone-sized screen's menu: a drawer holding the header's links. Loaded apart from the
// header (see header.tsx), with the stylesheets of the components only it draws.
import { Box, Drawer, Group, Stack } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { LinkAnchor } from '../../components/link-anchor'
import type { SessionUser } from '../../lib/auth/session'
import { useT } from '../../lib/i18n/context'
import { NavItems } from './nav-items'
import { LanguageChooser } from './language-chooser'
import { SearchBox } from './search-box'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Drawer.css'

export default function PhoneMenu({
  opened,
  onClose,
  user,
  onPostPage,
}: {
  opened: boolean
  onClose: () => void
  user: SessionUser | null
  onPostPage: boolean
}) {
  // Back here once posted, as from the feed's 'Create a new post' (a path of this site).
  const { href, pathname } = useRouterState({ select: (s) => s.location })
  const t = useT()
  return (
    <>
      {/* Composed rather than <Drawer title>: its built-in header is a <header> element, a
          second banner landmark once the drawer is portalled into <body>. */}
      <Drawer.Root opened={opened} onClose={onClose} position="right" size="xs" hiddenFrom="sm">
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Body>
            <Group justify="space-between" py="md">
              <Drawer.Title fw={600}>{t('header.menu')}</Drawer.Title>
              <Drawer.CloseButton aria-label={t('header.closeMenu')} />
            </Group>
            <SearchBox id="menu-search" wide />
            <Box mt="md">
              <LanguageChooser id="menu-language" showLabel />
            </Box>
            <Stack
              component="nav"
              aria-label={t('header.main')}
              gap="lg"
              align="flex-start"
              mt="lg"
            >
              {/* Phones have no feed header in view everywhere: writing is one tap from the menu. */}
              <LinkAnchor to="/new-post" search={pathname === '/new-post' ? {} : { from: href }}>
                {t('nav.writePost')}
              </LinkAnchor>
              <NavItems user={user} onPostPage={onPostPage} inMenu />
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  )
}
