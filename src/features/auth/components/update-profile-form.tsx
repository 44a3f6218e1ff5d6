import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { handleMessages, handleProblem, normaliseHandle } from '../../../../contract/handle-text'
import { nameText } from '../../../../contract/name-text'
import { isApiError, fieldErrors } from '../../../lib/api-error'
import type { SessionUser } from '../../../lib/auth/session'
import { authorQueries } from '../../../entities/author/queries'
import { useT } from '../../../lib/i18n/context'
import profileForm from '../../../locales/en/profile-form.messages.json'
import { toastOutcome } from '../messages'
import { useUpdateProfile } from '../use-update-profile'
import { PhotoField } from './photo-field'
import '@mantine/core/styles/Input.css'

const DISPLAY_NAME_MAX = 60
/** contract/profiles.ts BIO_MAX, not imported: the contract's schemas stay out of this chunk. */
const BIO_MAX = 280
const FIELDS = ['displayName', 'photoURL', 'bio', 'handle', 'photo'] as const

/** Whether a photo URL is empty or a web address: the form says why not in its language. */
function isPhotoUrl(value: string): boolean {
  if (!value.trim()) return true
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
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
  const t = useT(profileForm)
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
        if (!nameText(value)) return t('profileForm.displayNameRequired')
        return nameText(value).length > DISPLAY_NAME_MAX
          ? t('profileForm.displayNameTooLong')
          : null
      },
      photoURL: (value) => (isPhotoUrl(value) ? null : t('profileForm.photoUrlInvalid')),
      bio: (value) => (value.trim().length > BIO_MAX ? t('profileForm.bioTooLong') : null),
      // The server's rules (contract/handle-text.ts); whether it is taken, only the server knows.
      // Its sentences are the client's own messages too (profile-languages.test.tsx holds them
      // equal in English), said in the reader's language.
      handle: (value) => {
        const problem = normaliseHandle(value) ? handleProblem(normaliseHandle(value)) : null
        if (problem === handleMessages.invalid) return t('profileForm.handleInvalid')
        if (problem === handleMessages.reserved) return t('profileForm.handleReserved')
        return problem
      },
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
      success: t('profileForm.updated'),
      failure: (error) => {
        // A photo refused before or by the image host names `image`: said under the photo.
        const { image, ...fields } = fieldErrors(error, [...FIELDS, 'image'])
        if (image) fields.photo = image
        if (Object.keys(fields).length === 0) return t('profileForm.updateFailed')
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
          label={t('profileForm.displayName')}
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
          label={t('profileForm.photoUrl')}
          description={
            form.values.photo
              ? t('profileForm.photoUrlReplaced')
              : t('profileForm.photoUrlAlternative')
          }
          disabled={form.values.photo !== null}
          type="url"
          autoComplete="photo"
          placeholder="https://…"
          {...form.getInputProps('photoURL')}
        />
        <TextInput
          label={t('profileForm.handle')}
          description={
            form.values.handle.trim()
              ? t('profileForm.handleHelpWith', { handle: normaliseHandle(form.values.handle) })
              : t('profileForm.handleHelp')
          }
          leftSection="@"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          disabled={!bioKnown}
          {...form.getInputProps('handle')}
        />
        <Textarea
          label={t('profileForm.bio')}
          description={t('profileForm.bioHelp', {
            max: BIO_MAX,
            length: String(form.values.bio.trim().length),
          })}
          rows={3}
          disabled={!bioKnown}
          {...form.getInputProps('bio')}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('profileForm.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('profileForm.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
