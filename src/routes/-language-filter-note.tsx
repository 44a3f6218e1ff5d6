// The home page's note while its feed is filtered by language (docs/decisions/0077): which one,
// in the reader's words, and the way back to all. Its own chunk: the first load has no filter.
import { Anchor, Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useLanguage, useT } from '../lib/i18n/context'
import home from '../locales/en/home.messages.json'

export default function LanguageFilterNote({ language }: { language: string }) {
  const t = useT(home)
  const readersLanguage = useLanguage()
  const name = new Intl.DisplayNames([readersLanguage], { type: 'language' }).of(language)
  return (
    <Group gap="xs">
      <Text>{t('home.postsIn', { language: name ?? language })}</Text>
      <Anchor component={Link} to="/">
        {t('home.allLanguages')}
      </Anchor>
    </Group>
  )
}
