// The fields that name a site and place it (docs/decisions/0074): its title, description,
// language and time zone, as the first run's form and the settings screen ask for them.
import { NativeSelect, TextInput, Textarea } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useMemo } from 'react'
import {
  SITE_DESCRIPTION_MAX,
  SITE_LANGUAGES,
  SITE_TITLE_MAX,
  isTimeZone,
} from '../../contract/site-facts'
import { useT } from '../lib/i18n/context'
import siteFields from '../locales/en/site-fields.messages.json'
import '@mantine/core/styles/Input.css'

export interface SiteIdentity {
  title: string
  description: string
  language: string
  timeZone: string
}

/**
 * The contract's rules, said in the form before anything is sent, in the reader's language: the
 * English catalog says the contract's siteMessages word for word (site-fields-languages.test.tsx
 * holds them together), and the server's own 400 says them again in English.
 */
export function useSiteIdentityRules() {
  const t = useT(siteFields)
  return {
    title: (value: string) =>
      !value.trim()
        ? t('siteFields.titleEmpty')
        : value.trim().length > SITE_TITLE_MAX
          ? t('siteFields.titleTooLong', { max: SITE_TITLE_MAX })
          : null,
    description: (value: string) =>
      value.trim().length > SITE_DESCRIPTION_MAX
        ? t('siteFields.descriptionTooLong', { max: SITE_DESCRIPTION_MAX })
        : null,
    timeZone: (value: string) => (isTimeZone(value) ? null : t('siteFields.timeZoneUnknown')),
  }
}

/** The browser's own time zone, a good first guess for a new site. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isTimeZone(zone) ? zone : 'UTC'
}

// Each language named in itself, as the Language chooser names them: whoever reads it finds theirs.
const LANGUAGE_OPTIONS = Object.entries(SITE_LANGUAGES).map(([value, label]) => ({ value, label }))

export function SiteIdentityFields<Values extends SiteIdentity>({
  form,
}: {
  form: UseFormReturnType<Values>
}) {
  const t = useT(siteFields)
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone')
    return known.includes('UTC') ? known : ['UTC', ...known]
  }, [])
  return (
    <>
      <TextInput
        label={t('siteFields.title')}
        aria-required
        maxLength={SITE_TITLE_MAX}
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('siteFields.description')}
        description={t('siteFields.descriptionAbout')}
        rows={2}
        maxLength={SITE_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
      />
      {/* Native selects: a phone's own picker, typing jumps through 400 zones, and no popover
          code (floating-ui) joins the chunks every form shares (docs/decisions/0064). */}
      <NativeSelect
        label={t('siteFields.language')}
        description={t('siteFields.languageAbout')}
        data={LANGUAGE_OPTIONS}
        {...form.getInputProps('language')}
      />
      <NativeSelect
        label={t('siteFields.timeZone')}
        data={zones}
        {...form.getInputProps('timeZone')}
      />
    </>
  )
}
