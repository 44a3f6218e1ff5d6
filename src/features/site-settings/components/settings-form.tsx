// Settings → General (docs/decisions/0074, 0076): the site's name, words, language, time zone,
// who may publish, whether comments are on by default, and its look: the header's and footer's
// links and its accounts elsewhere. Checked here with the contract's messages;
// saved optimistically (the header and every title change at once); a failure puts the site back
// and says why (under the field a 400 names, else in a toast) while the form keeps what was typed.
import { Button, Divider, Group, Radio, Stack, Switch, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { Publishing, SiteLanguage, SiteSettings } from '../../../../contract/site'
import { FOOTER_LINKS_MAX, NAVIGATION_LINKS_MAX } from '../../../../contract/site-links'
import { SiteIdentityFields, siteIdentityRules } from '../../../components/site-fields'
import { useSiteSettings } from '../../../entities/site/use-site'
import { fieldErrors, isApiError } from '../../../lib/api-error'
import { notify } from '../../../lib/toast'
import { useSaveSiteSettings } from '../use-save-site-settings'
import { AccentField } from './accent-field'
import { LinkListField } from './link-list-field'
import { SiteImagesField } from './site-images-field'
import { type SettingsValues, lookErrors, lookRules, lookSettings, lookValues } from './look-values'
import { SocialAccountsField } from './social-accounts-field'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Divider.css'
import '@mantine/core/styles/RadioCard.css'
import '@mantine/core/styles/RadioIndicator.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/Switch.css'

const FIELDS = ['title', 'description', 'language', 'timeZone', 'publishing'] as const

const withoutPalette = ({ accentPalette: _palette, ...settings }: SiteSettings) => settings

export function SettingsForm() {
  const saved = useSiteSettings()
  const save = useSaveSiteSettings()
  const form = useForm<SettingsValues>({
    initialValues: {
      ...withoutPalette(saved),
      language: saved.language as string,
      ...lookValues(saved),
    },
    validate: { ...siteIdentityRules, ...lookRules },
  })
  const submit = form.onSubmit((values) => {
    // The palette sent is the saved one: the server makes the new colour's and answers it.
    const settings: SiteSettings = {
      ...values,
      accentPalette: saved.accentPalette,
      title: values.title.trim(),
      description: values.description.trim(),
      language: values.language as SiteLanguage,
      ...lookSettings(values),
    }
    save.mutate(settings, {
      onSuccess: () => {
        form.resetDirty()
        notify.success('The settings are saved')
      },
      onError: (error) => {
        const fields = {
          ...fieldErrors(error, [...FIELDS]),
          ...(isApiError(error) ? lookErrors(error.fields) : {}),
        }
        if (Object.keys(fields).length > 0) form.setErrors(fields)
        else {
          notify.error('The settings could not be saved, please try again', {
            description: isApiError(error) ? error.message : undefined,
          })
        }
      },
    })
  })
  return (
    <form onSubmit={submit} noValidate aria-label="General settings">
      <Stack>
        <SiteIdentityFields form={form} />
        <Radio.Group
          label="Who may publish"
          value={form.values.publishing}
          onChange={(value) => form.setFieldValue('publishing', value as Publishing)}
          error={form.errors.publishing}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="everyone" label="Every person with a verified email" />
            <Radio value="staff" label="The staff only" />
          </Stack>
        </Radio.Group>
        <Switch
          label="Comments on by default"
          {...form.getInputProps('commentsByDefault', { type: 'checkbox' })}
        />
        <Divider my="xs" />
        <Title order={3} size="h4">
          Look
        </Title>
        <AccentField form={form} savedPalette={saved.accentPalette} />
        <SiteImagesField form={form} />
        <Title order={3} size="h4">
          Links
        </Title>
        <LinkListField
          form={form}
          name="navigation"
          legend="Navigation"
          empty="None of your own: the header shows Home, Manage posts and the pages you show in the navigation."
          max={NAVIGATION_LINKS_MAX}
        />
        <LinkListField
          form={form}
          name="footerResources"
          legend="Footer: Resources"
          empty="None: the footer has no Resources column."
          max={FOOTER_LINKS_MAX}
        />
        <LinkListField
          form={form}
          name="footerLegal"
          legend="Footer: Legal"
          empty="None: the footer has no Legal column."
          max={FOOTER_LINKS_MAX}
        />
        <SocialAccountsField form={form} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
