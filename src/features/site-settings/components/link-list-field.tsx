// One ordered list of links in the settings form (docs/decisions/0076): the header's navigation
// or a footer column. Each row is a label and an address; rows are added, removed and moved
// with buttons named for their link, so the keyboard and a screen reader do all of it.
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { LINK_LABEL_MAX, LINK_URL_MAX, type SiteLink } from '../../../../contract/site-links'
import type { SettingsValues } from './look-values'
import '@mantine/core/styles/ActionIcon.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Fieldset.css'

type LinkListName = 'navigation' | 'footerResources' | 'footerLegal'

const Arrow = ({ up }: { up: boolean }) => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={up ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M19 12l-7 7-7-7'} />
  </svg>
)

export function LinkListField({
  form,
  name,
  legend,
  empty,
  max,
}: {
  form: UseFormReturnType<SettingsValues>
  name: LinkListName
  legend: string
  /** What an empty list means for the site. */
  empty: string
  max: number
}) {
  const links: SiteLink[] = form.values[name]
  // A row is named by its words, or by its place while it has none.
  const nameOf = (link: SiteLink, index: number) => link.label.trim() || `link ${index + 1}`
  const listError = form.errors[name]
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="sm">
        {links.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : null}
        {links.map((link, index) => (
          <Group
            key={index}
            role="group"
            aria-label={`${legend}: ${nameOf(link, index)}`}
            align="flex-start"
            gap="xs"
            wrap="wrap"
          >
            <TextInput
              label="Label"
              maxLength={LINK_LABEL_MAX}
              style={{ flex: '1 1 9rem' }}
              {...form.getInputProps(`${name}.${index}.label`)}
            />
            <TextInput
              label="Address"
              placeholder="/about or https://…"
              maxLength={LINK_URL_MAX}
              style={{ flex: '2 1 12rem' }}
              {...form.getInputProps(`${name}.${index}.url`)}
            />
            <Group gap={4} mt={{ base: 0, xs: 26 }} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={`Move ${nameOf(link, index)} up`}
                disabled={index === 0}
                onClick={() => form.reorderListItem(name, { from: index, to: index - 1 })}
              >
                <Arrow up />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={`Move ${nameOf(link, index)} down`}
                disabled={index === links.length - 1}
                onClick={() => form.reorderListItem(name, { from: index, to: index + 1 })}
              >
                <Arrow up={false} />
              </ActionIcon>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                h={34}
                aria-label={`Remove ${nameOf(link, index)}`}
                onClick={() => form.removeListItem(name, index)}
              >
                Remove
              </Button>
            </Group>
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
            disabled={links.length >= max}
            aria-label={`Add a link to ${legend}`}
            onClick={() => form.insertListItem(name, { label: '', url: '' })}
          >
            Add a link
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  )
}
