// The accent colour in the settings form (docs/decisions/0076): typed as #rrggbb or picked with
// the browser's own colour picker (no picker code here). The shades shown are the saved ones,
// made by the server: a new colour's show once it is saved, on every page at once.
import { Box, Group, Stack, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { isHexColour } from '../../../../contract/site-palette'
import { useT } from '../../../lib/i18n/context'
import siteSettings from '../../../locales/en/site-settings.messages.json'
import type { SettingsValues } from './look-values'
import '@mantine/core/styles/Input.css'

export function AccentField({
  form,
  savedPalette,
}: {
  form: UseFormReturnType<SettingsValues>
  savedPalette: readonly string[]
}) {
  const t = useT(siteSettings)
  const value = form.values.accentColor
  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('siteSettings.accent')}
          description={t('siteSettings.accentAbout')}
          placeholder="#1c7ed6"
          maxLength={7}
          style={{ flex: 1 }}
          {...form.getInputProps('accentColor')}
        />
        <Box
          component="input"
          type="color"
          aria-label={t('siteSettings.pickAccent')}
          value={isHexColour(value.trim()) ? value.trim().toLowerCase() : '#000000'}
          onChange={(event) => form.setFieldValue('accentColor', event.currentTarget.value)}
          mt={{ base: 62, xs: 44 }}
          w={44}
          h={36}
          p={2}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
        />
      </Group>
      <div>
        <Text size="xs" c="dimmed" id="saved-shades">
          {t('siteSettings.savedShades')}
        </Text>
        <Group gap={2} mt={4} role="img" aria-labelledby="saved-shades" wrap="nowrap">
          {savedPalette.map((shade, index) => (
            <Box key={index} w={24} h={24} bg={shade} style={{ borderRadius: 4 }} title={shade} />
          ))}
        </Group>
      </div>
    </Stack>
  )
}
