import { Button, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { SiteLanguage } from '../../../../contract/site-facts'
import {
  SiteIdentityFields,
  browserTimeZone,
  useSiteIdentityRules,
} from '../../../components/site-fields'
import { fieldErrors, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/context'
import { notify } from '../../../lib/toast'
import siteSetup from '../../../locales/en/site-setup.messages.json'
import { useSetUpSite } from '../use-set-up-site'

const FIELDS = ['title', 'description', 'language', 'timeZone'] as const

/** The first run's form: the one who finishes it owns the site. */
export function SetupForm({ onDone }: { onDone: () => void }) {
  const t = useT(siteSetup)
  const setUp = useSetUpSite(onDone)
  const rules = useSiteIdentityRules()
  const form = useForm({
    initialValues: {
      title: '',
      description: '',
      language: 'en' as string,
      timeZone: browserTimeZone(),
    },
    validate: rules,
  })
  const submit = form.onSubmit((values) => {
    setUp.mutate(
      { ...values, title: values.title.trim(), language: values.language as SiteLanguage },
      {
        onError: (error) => {
          // What was typed stays: a field the server refused says why under it.
          const fields = fieldErrors(error, [...FIELDS])
          if (Object.keys(fields).length > 0) form.setErrors(fields)
          else notify.error(isApiError(error) ? error.message : t('siteSetup.failed'))
        },
      },
    )
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SiteIdentityFields form={form} />
        <Button type="submit" loading={setUp.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('siteSetup.submit')}
        </Button>
      </Stack>
    </form>
  )
}
