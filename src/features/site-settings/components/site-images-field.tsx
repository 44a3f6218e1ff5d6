// The site's logo, icon and cover in the settings form (docs/decisions/0076): each uploaded to
// Quill's own image host (even where posts use another), kept by its stored name, and removed
// back to the default.
// The new image shows everywhere once the settings are saved.
import { Button, FileButton, Fieldset, Group, Stack, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useState } from 'react'
import type { SiteImageField } from '../../../../contract/site-images'
import { isApiError } from '../../../lib/api-error'
import { uploadImage } from '../../../lib/images/upload'
import { notify } from '../../../lib/toast'
import type { SettingsValues } from './look-values'
import '@mantine/core/styles/Fieldset.css'

const IMAGES: { field: SiteImageField; label: string; none: string }[] = [
  { field: 'logo', label: 'Logo', none: 'None: the header shows the site title.' },
  {
    field: 'icon',
    label: 'Icon',
    none: 'None: Quill’s icon is the favicon and the app icon. A square picture works best.',
  },
  {
    field: 'cover',
    label: 'Cover image',
    none: 'None: no picture tops the home page or its shared link card.',
  },
]

/** The stored name in an upload's answer (`…/images/<name>`). */
const storedName = (url: string) => new URL(url, window.location.origin).pathname.split('/').pop()

function SiteImageRow({
  form,
  field,
  label,
  none,
}: {
  form: UseFormReturnType<SettingsValues>
  field: SiteImageField
  label: string
  none: string
}) {
  const [uploading, setUploading] = useState(false)
  const name = form.values[field]
  const upload = (file: File | null) => {
    if (!file) return
    setUploading(true)
    uploadImage(file, { builtIn: true })
      .then((answer) => form.setFieldValue(field, storedName(answer.data.url) ?? ''))
      .catch((error: unknown) =>
        notify.error('The image could not be uploaded', {
          description: isApiError(error) ? error.message : undefined,
        }),
      )
      .finally(() => setUploading(false))
  }
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      {name ? (
        <img
          src={`/images/${name}`}
          alt={`${label}, to be saved`}
          style={{ maxHeight: 64, maxWidth: '100%', width: 'fit-content', borderRadius: 4 }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      )}
      {form.errors[field] ? (
        <Text size="sm" c="red">
          {form.errors[field]}
        </Text>
      ) : null}
      <Group gap="xs">
        <FileButton onChange={upload} accept="image/png,image/jpeg,image/webp,image/gif,image/avif">
          {(props) => (
            <Button {...props} variant="light" size="compact-sm" loading={uploading}>
              {name ? `Replace the ${label.toLowerCase()}` : `Upload a ${label.toLowerCase()}`}
            </Button>
          )}
        </FileButton>
        {name ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={() => form.setFieldValue(field, '')}
          >
            Remove the {label.toLowerCase()}
          </Button>
        ) : null}
      </Group>
    </Stack>
  )
}

export function SiteImagesField({ form }: { form: UseFormReturnType<SettingsValues> }) {
  return (
    <Fieldset legend="Images" variant="unstyled">
      <Stack gap="md">
        {IMAGES.map((image) => (
          <SiteImageRow key={image.field} form={form} {...image} />
        ))}
      </Stack>
    </Fieldset>
  )
}
