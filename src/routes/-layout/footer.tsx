import { Container, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { SiteLink as Link } from '../../../contract/site-links'
import { SiteLink } from '../../components/site-link'
import { SocialLinks } from '../../components/social-links'
import classes from './footer.module.css'
import { LanguageChooser } from './language-chooser'
import { useSiteSettings } from '../../entities/site/use-site'
import { useT } from '../../lib/i18n/context'

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  )
}

const linksOf = (links: readonly Link[]) =>
  links.map((link, index) => (
    <SiteLink key={`${index}:${link.url}`} url={link.url} size="sm">
      {link.label}
    </SiteLink>
  ))

/** The spec's resource, social and legal links, as the site's settings have them (ADR 0076). */
export function Footer() {
  const site = useSiteSettings()
  const t = useT()
  return (
    <Container size="md" component="footer" py="xl">
      <div className={classes.columns}>
        {site.footerResources.length > 0 ? (
          <Column title={t('footer.resources')}>{linksOf(site.footerResources)}</Column>
        ) : null}
        {site.socialAccounts.length > 0 ? (
          <Column title={t('footer.follow')}>
            <SocialLinks siteName={site.title} accounts={site.socialAccounts} />
          </Column>
        ) : null}
        {site.footerLegal.length > 0 ? (
          <Column title={t('footer.legal')}>{linksOf(site.footerLegal)}</Column>
        ) : null}
      </div>
      <div className={classes.language}>
        <LanguageChooser id="footer-language" showLabel />
      </div>
      <Text size="xs" c="dimmed" mt="lg">
        © {site.title}
      </Text>
    </Container>
  )
}
