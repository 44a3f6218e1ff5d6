import { Button, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { SiteLanguage } from '../../../../contract/site-facts'
import {
  SiteIdentityFields,
  browserTimeZone,
  siteIdentityRules,
} from '../../../components/site-fields'
import { fieldErrors, isApiError } from '../../../lib/api-error'
import { notify } from '../../../lib/toast'
import { useSetUpSite } from '../use-set-up-site'

const FIELDS = ['title', 'description', 'language', 'timeZone'] as const

/** The first run's form: the one who finishes it owns the site. */
export function SetupForm({ onDone }: { onDone: () => void }) {
  const setUp = useSetUpSite(onDone)
  const form = useForm({
    initialValues: {
      title: '',
      description: '',
      language: 'en' as string,
      timeZone: browserTimeZone(),
    },
    validate: siteIdentityRules,
  })
  const submit = form.onSubmit((values) => {
    setUp.mutate(
      { ...values, title: values.title.trim(), language: values.language as SiteLanguage },
      {
        onError: (error) => {
          // What was typed stays: a field the server refused says why under it.
          const fields = fieldErrors(error, [...FIELDS])
          if (Object.keys(fields).length > 0) form.setErrors(fields)
          else notify.error(isApiError(error) ? error.message : 'The site could not be set up')
        },
      },
    )
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SiteIdentityFields form={form} />
        <Button type="submit" loading={setUp.isPending} style={{ alignSelf: 'flex-start' }}>
          Set up the site
        </Button>
      </Stack>
    </form>
  )
}
