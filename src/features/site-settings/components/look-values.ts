// The look's part of the settings form (docs/decisions/0076): its values, the contract's rules
// said before anything is sent, and the way back to settings. Social accounts are rows of one
// address, so each has its own field and error.
import type { SiteSettings } from '../../../../contract/site'
import {
  LINK_LABEL_MAX,
  type SiteLink,
  isLinkUrl,
  isWebAddress,
} from '../../../../contract/site-links'
import { isHexColour } from '../../../../contract/site-palette'
import { useT } from '../../../lib/i18n/context'
import siteSettings from '../../../locales/en/site-settings.messages.json'

export interface LookValues {
  navigation: SiteLink[]
  footerResources: SiteLink[]
  footerLegal: SiteLink[]
  socialAccounts: { url: string }[]
}

/** The whole settings form's values: the settings, with the look's rows as the form edits them. */
export type SettingsValues = Omit<SiteSettings, keyof LookValues | 'language' | 'accentPalette'> & {
  language: string
} & LookValues

export function lookValues(settings: SiteSettings): LookValues {
  return {
    navigation: settings.navigation.map((link) => ({ ...link })),
    footerResources: settings.footerResources.map((link) => ({ ...link })),
    footerLegal: settings.footerLegal.map((link) => ({ ...link })),
    socialAccounts: settings.socialAccounts.map((url) => ({ url })),
  }
}

const trimmed = (links: SiteLink[]) =>
  links.map((link) => ({ label: link.label.trim(), url: link.url.trim() }))

export function lookSettings(
  values: LookValues & { accentColor: string },
): Pick<SiteSettings, keyof LookValues | 'accentColor'> {
  return {
    accentColor: values.accentColor.trim().toLowerCase(),
    navigation: trimmed(values.navigation),
    footerResources: trimmed(values.footerResources),
    footerLegal: trimmed(values.footerLegal),
    socialAccounts: values.socialAccounts.map((row) => row.url.trim()),
  }
}

/**
 * The look's rules in the reader's language: the English catalog says the contract's
 * linkMessages and accentMessage word for word (site-settings-languages.test.tsx holds them).
 */
export function useLookRules() {
  const t = useT(siteSettings)
  const linkRules = {
    label: (value: string) =>
      !value.trim()
        ? t('siteSettings.linkLabelEmpty')
        : value.trim().length > LINK_LABEL_MAX
          ? t('siteSettings.linkLabelTooLong', { max: LINK_LABEL_MAX })
          : null,
    url: (value: string) => (isLinkUrl(value.trim()) ? null : t('siteSettings.linkUrlInvalid')),
  }
  return {
    accentColor: (value: string) =>
      isHexColour(value.trim()) ? null : t('siteSettings.accentInvalid'),
    navigation: linkRules,
    footerResources: linkRules,
    footerLegal: linkRules,
    socialAccounts: {
      url: (value: string) =>
        isWebAddress(value.trim()) ? null : t('siteSettings.socialUrlInvalid'),
    },
  }
}

const LOOK_FIELDS = [
  'accentColor',
  'navigation',
  'footerResources',
  'footerLegal',
  'socialAccounts',
]

/**
 * The server's 400 as the form's errors: "navigation.1.url" is the form's own path; a social
 * account's ("socialAccounts.0") is its row's address.
 */
export function lookErrors(fields: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [path, message] of Object.entries(fields)) {
    const [head] = path.split('.')
    if (!head || !LOOK_FIELDS.includes(head)) continue
    found[/^socialAccounts\.\d+$/.test(path) ? `${path}.url` : path] = message
  }
  return found
}
