// The settings form's lists of links (docs/decisions/0076), alone: a link row is named by its
// label, or by its place while it has none; a social account is an address alone, named by its
// place, added and removed but not moved.
import { Button, MantineProvider } from '@mantine/core'
import { useForm } from '@mantine/form'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { DEFAULT_SITE_SETTINGS, linkMessages } from '../../../../contract/site'
import { SOCIAL_ACCOUNTS_MAX } from '../../../../contract/site-links'
import { I18nProvider } from '../../../lib/i18n/context'
import { createI18n } from '../../../lib/i18n/i18n'
import { LinkListField } from './link-list-field'
import { type SettingsValues, lookValues, useLookRules } from './look-values'
import { SocialAccountsField } from './social-accounts-field'

function Lists() {
  const { accentPalette: _palette, ...settings } = DEFAULT_SITE_SETTINGS
  const form = useForm<SettingsValues>({
    initialValues: { ...settings, ...lookValues(DEFAULT_SITE_SETTINGS) },
    validate: useLookRules(),
  })
  return (
    <form onSubmit={form.onSubmit(() => {})} noValidate>
      <LinkListField
        form={form}
        name="footerLegal"
        legend="Footer: Legal"
        empty="None: the footer has no Legal column."
        max={3}
      />
      <SocialAccountsField form={form} />
      <Button type="submit">Save</Button>
    </form>
  )
}

function renderLists() {
  render(
    // The fields speak through the render root's translator (docs/decisions/0077): English here.
    <MantineProvider>
      <I18nProvider i18n={createI18n('en')}>
        <Lists />
      </I18nProvider>
    </MantineProvider>,
  )
  return userEvent.setup()
}

test('a link row is named by its label, or by its place while it has none', async () => {
  const user = renderLists()
  const legal = within(screen.getByRole('group', { name: 'Footer: Legal' }))
  expect(screen.getByRole('group', { name: 'Footer: Legal: Privacy' })).toBeVisible()
  await user.click(legal.getByRole('button', { name: 'Add a link to Footer: Legal' }))
  const added = within(screen.getByRole('group', { name: 'Footer: Legal: link 3' }))
  expect(added.getByRole('button', { name: 'Move link 3 down' })).toBeDisabled()
  await user.click(added.getByRole('button', { name: 'Move link 3 up' }))
  expect(
    legal.getAllByLabelText('Label').map((input) => (input as HTMLInputElement).value),
  ).toEqual(['Privacy', '', 'Terms of use'])
  expect(legal.getByRole('button', { name: 'Add a link to Footer: Legal' })).toBeDisabled()
})

test('social accounts are addresses named by their place, added and removed', async () => {
  const user = renderLists()
  const social = within(screen.getByRole('group', { name: 'Social accounts' }))
  expect(social.getByText(/Icons in the footer/)).toBeVisible()
  expect(social.getByLabelText('Profile 1')).toHaveValue('https://github.com')
  expect(social.getByLabelText('Profile 2')).toHaveValue('https://mastodon.social')
  expect(social.queryByRole('button', { name: /^Move/ })).toBeNull()

  await user.click(social.getByRole('button', { name: 'Remove profile 1' }))
  await user.click(social.getByRole('button', { name: 'Remove profile 1' }))
  expect(social.getByText('None: the footer has no Follow column.')).toBeVisible()
  expect(social.queryByRole('textbox')).toBeNull()

  const add = social.getByRole('button', { name: 'Add an account' })
  for (let i = 0; i < SOCIAL_ACCOUNTS_MAX; i++) await user.click(add)
  expect(social.getAllByRole('textbox')).toHaveLength(SOCIAL_ACCOUNTS_MAX)
  expect(add).toBeDisabled()
  await user.type(social.getByLabelText('Profile 1'), 'mastodon.social')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(social.getByLabelText('Profile 1')).toHaveAttribute('aria-invalid', 'true')
  expect(social.getAllByText(linkMessages.socialUrl)).toHaveLength(SOCIAL_ACCOUNTS_MAX)
})
