import { Alert, List, Text, ThemeIcon } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Health } from '../../../../contract/health'
import { statusQueries } from '../queries'
import { withElements } from '../../../lib/i18n/elements'
import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/List.css'
import '@mantine/core/styles/ThemeIcon.css'
import { useSiteSettings } from '../../../entities/site/use-site'
import { type Translate, useT } from '../../../lib/i18n/context'
import status from '../../../locales/en/status.messages.json'

type StatusT = Translate<keyof typeof status & string>

const DATABASES: Record<Health['database']['dialect'], string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
}
/** How the identity provider runs, in words: one literal id each (docs/decisions/0077). */
const IDENTITY: Record<Health['identity']['mode'], (t: StatusT) => string> = {
  emulator: (t) => t('status.identityEmulator'),
  firebase: () => 'Firebase Authentication',
}

function Part({ name, ok, detail }: { name: string; ok: boolean; detail: string }) {
  const t = useT(status)
  return (
    <List.Item
      icon={
        <ThemeIcon color={ok ? 'teal' : 'red'} size={22} radius="xl" aria-hidden>
          {ok ? '✓' : '!'}
        </ThemeIcon>
      }
    >
      {withElements(
        (m) => t('status.part', { name: m.name, state: ok ? 'ok' : 'down', detail: m.detail }),
        {
          name: (
            <Text span fw={600}>
              {name}
            </Text>
          ),
          detail: (
            <Text span c="dimmed" size="sm">
              {t('status.detail', { detail })}
            </Text>
          ),
        },
      )}
    </List.Item>
  )
}

/** The service's health in words: one line for the whole, one per part. */
export function ServiceStatus() {
  const t = useT(status)
  const { data } = useSuspenseQuery(statusQueries.health())
  const ok = data.status === 'ok'
  const site = useSiteSettings()
  return (
    <>
      <Alert
        color={ok ? 'teal' : 'red'}
        title={ok ? t('status.allWorking') : t('status.trouble', { site: site.title })}
        role="status"
        // The light alert's own title colour (teal or red on their tint) is under 4.5:1.
        styles={{ title: { color: 'var(--mantine-color-bright)' } }}
      >
        {ok ? t('status.allWorkingBody') : t('status.troubleBody', { site: site.title })}
      </Alert>
      <List spacing="sm" center aria-label={t('status.parts')}>
        <Part
          name={t('status.postsAndComments')}
          ok={data.database.ok}
          detail={t('status.database', { name: DATABASES[data.database.dialect] })}
        />
        <Part
          name={t('status.signingIn')}
          ok={data.identity.ok}
          detail={IDENTITY[data.identity.mode](t)}
        />
      </List>
    </>
  )
}
