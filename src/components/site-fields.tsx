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
  siteMessages,
} from '../../contract/site-facts'
import '@mantine/core/styles/Input.css'

export interface SiteIdentity {
  title: string
  description: string
  language: string
  timeZone: string
}

/** The contract's rules, said in the form before anything is sent. */
export const siteIdentityRules = {
  title: (value: string) =>
    !value.trim()
      ? siteMessages.titleEmpty
      : value.trim().length > SITE_TITLE_MAX
        ? siteMessages.titleTooLong
        : null,
  description: (value: string) =>
    value.trim().length > SITE_DESCRIPTION_MAX ? siteMessages.descriptionTooLong : null,
  timeZone: (value: string) => (isTimeZone(value) ? null : siteMessages.timeZone),
}

/** The browser's own time zone, a good first guess for a new site. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isTimeZone(zone) ? zone : 'UTC'
}

const LANGUAGE_OPTIONS = Object.entries(SITE_LANGUAGES).map(([value, label]) => ({ value, label }))

export function SiteIdentityFields<Values extends SiteIdentity>({
  form,
}: {
  form: UseFormReturnType<Values>
}) {
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone')
    return known.includes('UTC') ? known : ['UTC', ...known]
  }, [])
  return (
    <>
      <TextInput
        label="Site title"
        aria-required
        maxLength={SITE_TITLE_MAX}
        {...form.getInputProps('title')}
      />
      <Textarea
        label="Site description"
        description="A sentence for search results and link cards"
        rows={2}
        maxLength={SITE_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
      />
      {/* Native selects: a phone's own picker, typing jumps through 400 zones, and no popover
          code (floating-ui) joins the chunks every form shares (docs/decisions/0064). */}
      <NativeSelect
        label="Site language"
        description="What the site is written in; each reader may choose their own"
        data={LANGUAGE_OPTIONS}
        {...form.getInputProps('language')}
      />
      <NativeSelect label="Time zone" data={zones} {...form.getInputProps('timeZone')} />
    </>
  )
}
