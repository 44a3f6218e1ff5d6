// The site's accounts elsewhere in the settings form (docs/decisions/0076): one address a row.
import type { UseFormReturnType } from '@mantine/form'
import { SOCIAL_ACCOUNTS_MAX } from '../../../../contract/site-links'
import { useT } from '../../../lib/i18n/context'
import siteSettings from '../../../locales/en/site-settings.messages.json'
import { LinkListField } from './link-list-field'
import type { SettingsValues } from './look-values'

export function SocialAccountsField({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const t = useT(siteSettings)
  return (
    <LinkListField
      form={form}
      name="socialAccounts"
      legend={t('siteSettings.socialAccounts')}
      empty={t('siteSettings.socialEmpty')}
      about={t('siteSettings.socialAbout')}
      max={SOCIAL_ACCOUNTS_MAX}
      addressOnly={{
        row: (number) => t('siteSettings.profileNumber', { number }),
        label: (number) => t('siteSettings.profileLabel', { number }),
        // An address, the same in every language.
        placeholder: 'https://mastodon.social/@you',
        add: t('siteSettings.addAccount'),
      }}
    />
  )
}
