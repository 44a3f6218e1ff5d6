// Settings → General (docs/decisions/0074, 0076): the site's name, words, language, time zone,
// who may publish, whether comments are on by default, and its look: the header's and footer's
// links and its accounts elsewhere. Checked here with the contract's messages;
// saved optimistically (the header and every title change at once); a failure puts the site back
// and says why (under the field a 400 names, else in a toast) while the form keeps what was typed.
import { Button, Divider, Group, Radio, Stack, Switch, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { Publishing, SiteLanguage, SiteSettings } from '../../../../contract/site'
import { FOOTER_LINKS_MAX, NAVIGATION_LINKS_MAX } from '../../../../contract/site-links'
import { SiteIdentityFields, useSiteIdentityRules } from '../../../components/site-fields'
import { useSiteSettings } from '../../../entities/site/use-site'
import { fieldErrors, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/context'
import { notify } from '../../../lib/toast'
import siteSettings from '../../../locales/en/site-settings.messages.json'
import { useSaveSiteSettings } from '../use-save-site-settings'
import { AccentField } from './accent-field'
import { LinkListField } from './link-list-field'
import { SiteImagesField } from './site-images-field'
import {
  type SettingsValues,
  lookErrors,
  lookSettings,
  lookValues,
  useLookRules,
} from './look-values'
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
  const t = useT(siteSettings)
  const saved = useSiteSettings()
  const save = useSaveSiteSettings()
  const identityRules = useSiteIdentityRules()
  const lookRules = useLookRules()
  const form = useForm<SettingsValues>({
    initialValues: {
      ...withoutPalette(saved),
      language: saved.language as string,
      ...lookValues(saved),
    },
    validate: { ...identityRules, ...lookRules },
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
        notify.success(t('siteSettings.saved'))
      },
      onError: (error) => {
        const fields = {
          ...fieldErrors(error, [...FIELDS]),
          ...(isApiError(error) ? lookErrors(error.fields) : {}),
        }
        if (Object.keys(fields).length > 0) form.setErrors(fields)
        else {
          notify.error(t('siteSettings.saveFailed'), {
            description: isApiError(error) ? error.message : undefined,
          })
        }
      },
    })
  })
  return (
    <form onSubmit={submit} noValidate aria-label={t('siteSettings.general')}>
      <Stack>
        <SiteIdentityFields form={form} />
        <Radio.Group
          label={t('siteSettings.whoPublishes')}
          value={form.values.publishing}
          onChange={(value) => form.setFieldValue('publishing', value as Publishing)}
          error={form.errors.publishing}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="everyone" label={t('siteSettings.publishEveryone')} />
            <Radio value="staff" label={t('siteSettings.publishStaff')} />
          </Stack>
        </Radio.Group>
        <Switch
          label={t('siteSettings.commentsByDefault')}
          {...form.getInputProps('commentsByDefault', { type: 'checkbox' })}
        />
        <Divider my="xs" />
        <Title order={3} size="h4">
          {t('siteSettings.look')}
        </Title>
        <AccentField form={form} savedPalette={saved.accentPalette} />
        <SiteImagesField form={form} />
        <Title order={3} size="h4">
          {t('siteSettings.links')}
        </Title>
        <LinkListField
          form={form}
          name="navigation"
          legend={t('siteSettings.navigation')}
          empty={t('siteSettings.navigationEmpty')}
          max={NAVIGATION_LINKS_MAX}
        />
        <LinkListField
          form={form}
          name="footerResources"
          legend={t('siteSettings.footerResources')}
          empty={t('siteSettings.footerResourcesEmpty')}
          max={FOOTER_LINKS_MAX}
        />
        <LinkListField
          form={form}
          name="footerLegal"
          legend={t('siteSettings.footerLegal')}
          empty={t('siteSettings.footerLegalEmpty')}
          max={FOOTER_LINKS_MAX}
        />
        <SocialAccountsField form={form} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('siteSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
