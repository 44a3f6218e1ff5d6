// The editor's status line (ADR 0078): where the text stands with the server, said politely to
// a screen reader as it changes; and, when another save came first, the writer's choice.
import { Alert, Button, Group, Text } from '@mantine/core'
import { useLanguage, useT } from '../../../lib/i18n/context'
import desk from '../../../locales/en/desk.messages.json'
import type { SaveState } from './save-state'
import '@mantine/core/styles/Alert.css'

export { desk }

export function SaveStatus({ state }: { state: SaveState }) {
  const t = useT(desk)
  const language = useLanguage()
  const said = (() => {
    switch (state.kind) {
      case 'idle':
      case 'conflict':
        return ''
      case 'unsaved':
        return state.reason === 'needsTitle'
          ? t('desk.needsTitle')
          : state.reason === 'published'
            ? t('desk.unsavedPublished')
            : t('desk.unsaved')
      case 'saving':
        return t('desk.saving')
      case 'saved': {
        const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' })
        return t('desk.savedAt', { time: time.format(state.at) })
      }
      case 'offline':
        return t('desk.offline')
      case 'failed':
        return t('desk.failed', { reason: state.message })
    }
  })()
  return (
    // Always there, so a screen reader hears each change of it (a live region must exist first).
    <Text
      size="sm"
      c={state.kind === 'failed' ? 'red' : 'dimmed'}
      role="status"
      aria-live="polite"
      data-save-state={state.kind}
      mih="1.5em"
    >
      {said}
    </Text>
  )
}

interface ConflictNoticeProps {
  /** The editor's desk (use-desk.ts). */
  at: {
    state: SaveState
    reloading: boolean
    loadSaved: () => Promise<void>
    overrule: (save: () => void) => Promise<void>
  }
  /** The writer's own save, as Ctrl/Cmd+S makes it. */
  onSaveMine: () => void
}

/** Shown while a save made elsewhere stands between the writer's text and the server. */
export function ConflictNotice({ at, onSaveMine }: ConflictNoticeProps) {
  const t = useT(desk)
  if (at.state.kind !== 'conflict') return null
  return (
    <Alert color="yellow" title={t('desk.conflictTitle')} role="alert">
      <Text size="sm">{t('desk.conflictBody')}</Text>
      <Group mt="sm" gap="sm">
        <Button
          size="xs"
          variant="default"
          onClick={() => void at.loadSaved()}
          disabled={at.reloading}
        >
          {t('desk.loadSaved')}
        </Button>
        <Button size="xs" onClick={() => void at.overrule(onSaveMine)} loading={at.reloading}>
          {t('desk.saveMine')}
        </Button>
      </Group>
    </Alert>
  )
}
