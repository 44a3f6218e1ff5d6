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
import { useT } from '../../../lib/i18n/context'
import { notify } from '../../../lib/toast'
import siteSettings from '../../../locales/en/site-settings.messages.json'
import type { SettingsValues } from './look-values'
import '@mantine/core/styles/Fieldset.css'

/** Each image's words are whole messages per image (a select on `field`), in every language. */
const IMAGES: SiteImageField[] = ['logo', 'icon', 'cover']

/** The stored name in an upload's answer (`…/images/<name>`). */
const storedName = (url: string) => new URL(url, window.location.origin).pathname.split('/').pop()

function SiteImageRow({
  form,
  field,
}: {
  form: UseFormReturnType<SettingsValues>
  field: SiteImageField
}) {
  const t = useT(siteSettings)
  const label = t('siteSettings.imageName', { field })
  const [uploading, setUploading] = useState(false)
  const name = form.values[field]
  const upload = (file: File | null) => {
    if (!file) return
    setUploading(true)
    uploadImage(file, { builtIn: true })
      .then((answer) => form.setFieldValue(field, storedName(answer.data.url) ?? ''))
      .catch((error: unknown) =>
        notify.error(t('siteSettings.imageUploadFailed'), {
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
          alt={t('siteSettings.imageToSave', { field })}
          style={{ maxHeight: 64, maxWidth: '100%', width: 'fit-content', borderRadius: 4 }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('siteSettings.imageNone', { field })}
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
              {name
                ? t('siteSettings.imageReplace', { field })
                : t('siteSettings.imageUpload', { field })}
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
            {t('siteSettings.imageRemove', { field })}
          </Button>
        ) : null}
      </Group>
    </Stack>
  )
}

export function SiteImagesField({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const t = useT(siteSettings)
  return (
    <Fieldset legend={t('siteSettings.images')} variant="unstyled">
      <Stack gap="md">
        {IMAGES.map((field) => (
          <SiteImageRow key={field} form={form} field={field} />
        ))}
      </Stack>
    </Fieldset>
  )
}
