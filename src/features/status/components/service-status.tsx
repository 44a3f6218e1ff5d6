import { Alert, List, Text, ThemeIcon } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Health } from '../../../../contract/health'
import { statusQueries } from '../queries'
import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/List.css'
import '@mantine/core/styles/ThemeIcon.css'
import { useSiteSettings } from '../../../entities/site/use-site'

const DATABASES: Record<Health['database']['dialect'], string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
}
const IDENTITY: Record<Health['identity']['mode'], string> = {
  emulator: 'the local Auth emulator',
  firebase: 'Firebase Authentication',
}

function Part({ name, ok, detail }: { name: string; ok: boolean; detail: string }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={ok ? 'teal' : 'red'} size={22} radius="xl" aria-hidden>
          {ok ? '✓' : '!'}
        </ThemeIcon>
      }
    >
      <Text span fw={600}>
        {name}:
      </Text>{' '}
      {ok ? 'working' : 'not answering'}{' '}
      <Text span c="dimmed" size="sm">
        ({detail})
      </Text>
    </List.Item>
  )
}

/** The service's health in words: one line for the whole, one per part. */
export function ServiceStatus() {
  const { data } = useSuspenseQuery(statusQueries.health())
  const ok = data.status === 'ok'
  const site = useSiteSettings()
  return (
    <>
      <Alert
        color={ok ? 'teal' : 'red'}
        title={ok ? 'Everything is working' : `${site.title} is having trouble`}
        role="status"
        // The light alert's own title colour (teal or red on their tint) is under 4.5:1.
        styles={{ title: { color: 'var(--mantine-color-bright)' } }}
      >
        {ok
          ? 'Reading, writing and signing in all work.'
          : `Some of ${site.title} does not work right now. This page checks again every 30 seconds.`}
      </Alert>
      <List spacing="sm" center aria-label="Parts of the service">
        <Part
          name="Posts and comments"
          ok={data.database.ok}
          detail={`database: ${DATABASES[data.database.dialect]}`}
        />
        <Part name="Signing in" ok={data.identity.ok} detail={IDENTITY[data.identity.mode]} />
      </List>
    </>
  )
}
