import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { handleProblem, normaliseHandle } from '../../../../contract/handle-text'
import { nameText } from '../../../../contract/name-text'
import { isApiError, fieldErrors } from '../../../lib/api-error'
import type { SessionUser } from '../../../lib/auth/session'
import { authorQueries } from '../../../entities/author/queries'
import { MESSAGES, toastOutcome } from '../messages'
import { useUpdateProfile } from '../use-update-profile'
import { PhotoField } from './photo-field'
import '@mantine/core/styles/Input.css'

const DISPLAY_NAME_MAX = 60
/** contract/profiles.ts BIO_MAX, not imported: the contract's schemas stay out of this chunk. */
const BIO_MAX = 280
const FIELDS = ['displayName', 'photoURL', 'bio', 'handle', 'photo'] as const

function validatePhotoUrl(value: string): string | null {
  if (!value.trim()) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? null
      : 'Enter a web address (https://…)'
  } catch {
    return 'Enter a web address (https://…)'
  }
}

export function UpdateProfileForm({
  user,
  onDone,
  onCancel,
}: {
  user: SessionUser
  onDone: () => void
  onCancel: () => void
}) {
  const update = useUpdateProfile(user.uid)
  // The bio is Quill's own: read from the author page the profile makes (a 404: none yet).
  const profile = useQuery({
    ...authorQueries.detail(user.uid),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  })
  const bioKnown = profile.isSuccess || isApiError(profile.error, 404)
  const form = useForm({
    initialValues: {
      displayName: user.displayName ?? '',
      photoURL: user.photoURL ?? '',
      bio: '',
      handle: '',
      photo: null as File | null,
    },
    validate: {
      // The server's rules (contract/name-text.ts): counted without what it drops.
      displayName: (value) => {
        if (!nameText(value)) return 'Display name is required'
        return nameText(value).length > DISPLAY_NAME_MAX
          ? `Display name must be at most ${DISPLAY_NAME_MAX} characters`
          : null
      },
      photoURL: validatePhotoUrl,
      bio: (value) =>
        value.trim().length > BIO_MAX ? `Bio must be at most ${BIO_MAX} characters` : null,
      // The server's rules (contract/handle-text.ts); whether it is taken, only the server knows.
      handle: (value) => (normaliseHandle(value) ? handleProblem(normaliseHandle(value)) : null),
    },
  })
  const loadedBio = profile.data?.bio
  const loadedHandle = profile.data?.handle
  useEffect(() => {
    if (loadedBio !== undefined && !form.isTouched('bio')) form.setFieldValue('bio', loadedBio)
    if (loadedHandle && !form.isTouched('handle')) form.setFieldValue('handle', loadedHandle)
    // Once, when the saved profile arrives; the form object is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedBio, loadedHandle])

  const submit = form.onSubmit(async ({ bio, handle, displayName, ...values }) => {
    // A bio or handle that could not be read is not sent, so a save never wipes it. The name
    // goes as the server keeps it, to the identity provider too.
    const save = () =>
      update.mutateAsync({
        ...values,
        displayName: nameText(displayName),
        bio: bioKnown ? bio : undefined,
        handle: bioKnown ? normaliseHandle(handle) : undefined,
      })
    const saved = await toastOutcome(save, {
      success: MESSAGES.profileUpdated,
      failure: (error) => {
        // A photo refused before or by the image host names `image`: said under the photo.
        const { image, ...fields } = fieldErrors(error, [...FIELDS, 'image'])
        if (image) fields.photo = image
        if (Object.keys(fields).length === 0) return MESSAGES.profileUpdateFailed
        form.setErrors(fields)
        return null
      },
    })
    if (saved) onDone()
  })
  const setPhotoError = useCallback(
    (message: string | null) => form.setFieldError('photo', message),
    // The form object is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Display name"
          autoComplete="name"
          aria-required
          {...form.getInputProps('displayName')}
        />
        <PhotoField
          name={form.values.displayName || user.email}
          current={form.values.photoURL}
          file={form.values.photo}
          error={form.errors.photo?.toString()}
          progress={update.progress}
          onChange={(photo) => {
            form.setFieldValue('photo', photo)
            form.clearFieldError('photo')
          }}
          onError={setPhotoError}
        />
        <TextInput
          label="Photo URL"
          description={
            form.values.photo ? 'The uploaded photo replaces this address' : 'Or a web address'
          }
          disabled={form.values.photo !== null}
          type="url"
          autoComplete="photo"
          placeholder="https://…"
          {...form.getInputProps('photoURL')}
        />
        <TextInput
          label="Handle"
          description={`Your page at /@handle: 3–30 letters a–z, digits and _${form.values.handle.trim() ? ` (/@${normaliseHandle(form.values.handle)})` : ''}`}
          leftSection="@"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          disabled={!bioKnown}
          {...form.getInputProps('handle')}
        />
        <Textarea
          label="Bio"
          description={`Shown on your author page, at most ${BIO_MAX} characters (${form.values.bio.trim().length}/${BIO_MAX})`}
          rows={3}
          disabled={!bioKnown}
          {...form.getInputProps('bio')}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
