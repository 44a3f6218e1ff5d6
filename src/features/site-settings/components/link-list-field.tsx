// One ordered list of links in the settings form (docs/decisions/0076): the header's navigation,
// a footer column, or the social accounts. A link is a label and an address, moved up and down;
// a social account is an address alone, named by its place. Rows are added, removed and moved with
// buttons named for their row, so the keyboard and a screen reader do all of it.
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { LINK_LABEL_MAX, LINK_URL_MAX } from '../../../../contract/site-links'
import { useT } from '../../../lib/i18n/context'
import siteSettings from '../../../locales/en/site-settings.messages.json'
import type { SettingsValues } from './look-values'
import '@mantine/core/styles/ActionIcon.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Fieldset.css'

type LinkListName = 'navigation' | 'footerResources' | 'footerLegal'
type Form = UseFormReturnType<SettingsValues>
/** A row as the list sees it: a link, or an address alone. */
type Row = { label?: string; url: string }

/** Rows of an address alone (the social accounts), each named by its place: "Profile 2". */
interface AddressRows {
  /** A row's name inside a sentence, by its place (1, 2, …): "Remove profile 2". */
  row: (number: number) => string
  /** A row's field label, by its place: "Profile 2". */
  label: (number: number) => string
  placeholder: string
  /** The add button's words: unlike "Add a link", said once in the form, so they name no list. */
  add: string
}

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

interface RowProps {
  form: Form
  name: LinkListName | 'socialAccounts'
  index: number
  rowName: string
}

function RemoveButton({ form, name, index, rowName, mb }: RowProps & { mb?: number }) {
  const t = useT(siteSettings)
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      h={34}
      mb={mb}
      aria-label={t('siteSettings.removeRow', { row: rowName })}
      onClick={() => form.removeListItem(name, index)}
    >
      {t('siteSettings.remove')}
    </Button>
  )
}

function LinkRow(props: RowProps & { name: LinkListName; legend: string; last: boolean }) {
  const { form, name, index, rowName, legend, last } = props
  const t = useT(siteSettings)
  return (
    <Group
      role="group"
      aria-label={t('siteSettings.rowInList', { list: legend, row: rowName })}
      align="flex-start"
      gap="xs"
      wrap="wrap"
    >
      <TextInput
        label={t('siteSettings.linkLabel')}
        maxLength={LINK_LABEL_MAX}
        style={{ flex: '1 1 9rem' }}
        {...form.getInputProps(`${name}.${index}.label`)}
      />
      <TextInput
        label={t('siteSettings.linkAddress')}
        placeholder={t('siteSettings.linkAddressExample')}
        maxLength={LINK_URL_MAX}
        style={{ flex: '2 1 12rem' }}
        {...form.getInputProps(`${name}.${index}.url`)}
      />
      <Group gap={4} mt={{ base: 0, xs: 26 }} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('siteSettings.moveUp', { row: rowName })}
          disabled={index === 0}
          onClick={() => form.reorderListItem(name, { from: index, to: index - 1 })}
        >
          <Arrow up />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('siteSettings.moveDown', { row: rowName })}
          disabled={last}
          onClick={() => form.reorderListItem(name, { from: index, to: index + 1 })}
        >
          <Arrow up={false} />
        </ActionIcon>
        <RemoveButton {...props} />
      </Group>
    </Group>
  )
}

function AddressRow(props: RowProps & { label: string; placeholder: string }) {
  const { form, name, index, label, placeholder } = props
  const path = `${name}.${index}.url`
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        placeholder={placeholder}
        maxLength={LINK_URL_MAX}
        style={{ flex: 1 }}
        {...form.getInputProps(path)}
      />
      {/* Level with the field while an error stands under it. */}
      <RemoveButton {...props} mb={form.errors[path] ? 26 : 0} />
    </Group>
  )
}

export function LinkListField({
  form,
  name,
  legend,
  empty,
  about,
  max,
  addressOnly,
}: {
  form: Form
  legend: string
  /** What an empty list means for the site. */
  empty: string
  /** What the rows are for, said above them while there are any. */
  about?: string
  max: number
} & (
  | { name: LinkListName; addressOnly?: undefined }
  | { name: 'socialAccounts'; addressOnly: AddressRows }
)) {
  const t = useT(siteSettings)
  const rows: readonly Row[] = form.values[name]
  // A row is named by its words, or by its place while it has none.
  const nameOf = (row: Row, index: number) =>
    row.label?.trim() ||
    (addressOnly ? addressOnly.row(index + 1) : t('siteSettings.linkNumber', { number: index + 1 }))
  const listError = form.errors[name]
  const hint = rows.length === 0 ? empty : about
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="sm">
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
        {rows.map((row, index) => {
          const rowProps = { form, index, rowName: nameOf(row, index) }
          return addressOnly ? (
            <AddressRow
              key={index}
              {...rowProps}
              name={name}
              label={addressOnly.label(index + 1)}
              placeholder={addressOnly.placeholder}
            />
          ) : (
            <LinkRow
              key={index}
              {...rowProps}
              name={name}
              legend={legend}
              last={index === rows.length - 1}
            />
          )
        })}
        {typeof listError === 'string' ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            disabled={rows.length >= max}
            aria-label={addressOnly ? undefined : t('siteSettings.addLinkTo', { list: legend })}
            onClick={() =>
              form.insertListItem(name, addressOnly ? { url: '' } : { label: '', url: '' })
            }
          >
            {addressOnly?.add ?? t('siteSettings.addLink')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  )
}
