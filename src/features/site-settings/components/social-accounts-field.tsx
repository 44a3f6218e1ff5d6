// The site's accounts elsewhere in the settings form (docs/decisions/0076): one address a row.
import type { UseFormReturnType } from '@mantine/form'
import { SOCIAL_ACCOUNTS_MAX } from '../../../../contract/site-links'
import { LinkListField } from './link-list-field'
import type { SettingsValues } from './look-values'

export function SocialAccountsField({ form }: { form: UseFormReturnType<SettingsValues> }) {
  return (
    <LinkListField
      form={form}
      name="socialAccounts"
      legend="Social accounts"
      empty="None: the footer has no Follow column."
      about="Icons in the footer, and the site’s other profiles for search engines."
      max={SOCIAL_ACCOUNTS_MAX}
      addressOnly={{
        row: 'profile',
        placeholder: 'https://mastodon.social/@you',
        add: 'Add an account',
      }}
    />
  )
}
