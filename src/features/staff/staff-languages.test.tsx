// Settings → Staff in each of Quill's languages (docs/decisions/0077): the list, the role names
// in the language, the owner's hand-over and the question before someone leaves the staff.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { addIdentityUser } from '../../../mocks/identity-store'
import { store } from '../../../mocks/store'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { createTestQueryClient, renderApp } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

/** findByText matches the page's text with its spaces made plain, French no-break ones too. */
const asText = (words: string) => words.replace(/\s+/g, ' ')

interface Expected {
  list: string
  roleOf: string
  roles: string[]
  owner: string
  handOver: string
  remove: string
  removeAsked: string
}

const EXPECTED: Record<Language, Expected> = {
  en: {
    list: 'Staff',
    roleOf: 'Role of Grace Hopper',
    roles: ['Administrator', 'Editor', 'Author', 'Contributor'],
    owner: 'Owner',
    handOver: 'Hand over ownership',
    remove: 'Remove Grace Hopper',
    removeAsked: 'Take Grace Hopper off the staff? They stay a reader.',
  },
  fr: {
    list: 'Équipe',
    roleOf: 'Rôle de Grace Hopper',
    roles: ['Administrateur', 'Éditeur', 'Auteur', 'Contributeur'],
    owner: 'Propriétaire',
    handOver: 'Transmettre la propriété',
    remove: 'Retirer Grace Hopper',
    removeAsked: 'Retirer Grace Hopper de l’équipe\u202f? Cette personne reste lectrice.',
  },
  de: {
    list: 'Team',
    roleOf: 'Rolle von Grace Hopper',
    roles: ['Administrator', 'Redakteur', 'Autor', 'Mitwirkender'],
    owner: 'Eigentümer',
    handOver: 'Eigentümerschaft übergeben',
    remove: 'Grace Hopper entfernen',
    removeAsked: 'Grace Hopper aus dem Team entfernen? Die Person bleibt Leser.',
  },
  es: {
    list: 'Equipo',
    roleOf: 'Rol de Grace Hopper',
    roles: ['Administrador', 'Editor', 'Autor', 'Colaborador'],
    owner: 'Propietario',
    handOver: 'Ceder la propiedad',
    remove: 'Quitar a Grace Hopper',
    removeAsked: '¿Quitar a Grace Hopper del equipo? Seguirá siendo lector.',
  },
  ar: {
    list: 'فريق العمل',
    roleOf: 'دور Grace Hopper',
    roles: ['مدير', 'محرر', 'كاتب', 'مساهم'],
    owner: 'مالك',
    handOver: 'نقل الملكية',
    remove: 'إزالة Grace Hopper',
    removeAsked: 'إخراج Grace Hopper من فريق العمل؟ سيبقى قارئًا.',
  },
}

test.each(EVERY_LANGUAGE)(
  'Settings → Staff in %s: roles named in the language',
  async (language) => {
    const expected = EXPECTED[language]
    const i18n = await strictTranslator(language)
    signInAs()
    const since = '2026-11-01T00:00:00.000Z'
    store.staff.set(TEST_USER.email, { uid: TEST_USER.uid, role: 'owner', since })
    store.staff.set('grace@example.com', { uid: 'uid-grace', role: 'editor', since })
    store.staff.set('linus@example.com', { uid: 'uid-linus', role: 'administrator', since })
    addIdentityUser({
      email: 'grace@example.com',
      displayName: 'Grace Hopper',
      localId: 'uid-grace',
    })
    const { user } = renderApp('/settings/staff', createTestQueryClient(), i18n)

    const list = await screen.findByRole('list', { name: expected.list })
    const select = within(list).getByLabelText(expected.roleOf)
    expect(select).toHaveValue('editor')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expected.roles)
    expect(within(list).getByText(expected.owner)).toBeVisible()
    const linus = within(list).getByRole('listitem', { name: 'linus@example.com' })
    expect(within(linus).getByRole('button', { name: expected.handOver })).toBeVisible()

    await user.click(within(list).getByRole('button', { name: expected.remove }))
    const question = await within(await screen.findByRole('dialog')).findByText(
      asText(expected.removeAsked),
    )
    // The dialog fades in (Mantine's transition): seen once it has.
    await waitFor(() => expect(question).toBeVisible())
  },
)
