// The site's accounts elsewhere in the settings form (docs/decisions/0076): one address a row.
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { LINK_URL_MAX, SOCIAL_ACCOUNTS_MAX } from '../../../../contract/site-links'
import type { SettingsValues } from './look-values'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Fieldset.css'

export function SocialAccountsField({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const rows = form.values.socialAccounts
  const listError = form.errors.socialAccounts
  return (
    <Fieldset legend="Social accounts" variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {rows.length === 0
            ? 'None: the footer has no Follow column.'
            : 'Icons in the footer, and the site’s other profiles for search engines.'}
        </Text>
        {rows.map((row, index) => (
          <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={`Profile ${index + 1}`}
              placeholder="https://mastodon.social/@you"
              maxLength={LINK_URL_MAX}
              style={{ flex: 1 }}
              {...form.getInputProps(`socialAccounts.${index}.url`)}
            />
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              h={34}
              mb={form.errors[`socialAccounts.${index}.url`] ? 26 : 0}
              aria-label={`Remove profile ${index + 1}`}
              onClick={() => form.removeListItem('socialAccounts', index)}
            >
              Remove
            </Button>
          </Group>
        ))}
        {typeof listError === 'string' ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            disabled={rows.length >= SOCIAL_ACCOUNTS_MAX}
            onClick={() => form.insertListItem('socialAccounts', { url: '' })}
          >
            Add an account
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  )
}
