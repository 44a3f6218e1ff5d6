// The writer's desk in each of Quill's languages (docs/decisions/0077, 0078): the status line in
// each state and the conflict notice, every word translated, the time in the language's own form.
import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { Language } from '../../../../contract/languages'
import { I18nProvider } from '../../../lib/i18n/context'
import { EVERY_LANGUAGE, strictTranslator } from '../../../../tests/setup/languages'
import { ConflictNotice, SaveStatus } from './save-status'
import type { SaveState } from './save-state'

const AT = new Date(2026, 10, 29, 15, 42)

const EXPECTED: Record<
  Language,
  { saved: RegExp; saving: string; title: string; saveMine: string; needsTitle: string }
> = {
  en: {
    saved: /^Saved at 3:42\sPM$/,
    saving: 'Saving…',
    title: 'Saved elsewhere',
    saveMine: 'Save mine over it',
    needsTitle: 'Not saved yet: a draft needs its title',
  },
  fr: {
    saved: /^Enregistré à 15:42$/,
    saving: 'Enregistrement…',
    title: 'Enregistré ailleurs',
    saveMine: 'Enregistrer la mienne par-dessus',
    needsTitle: 'Pas encore enregistré : un brouillon a besoin d’un titre',
  },
  de: {
    saved: /^Gespeichert um 15:42$/,
    saving: 'Wird gespeichert…',
    title: 'Anderswo gespeichert',
    saveMine: 'Meine darüber speichern',
    needsTitle: 'Noch nicht gespeichert: Ein Entwurf braucht einen Titel',
  },
  es: {
    saved: /^Guardado a las 15:42$/,
    saving: 'Guardando…',
    title: 'Guardado en otro lugar',
    saveMine: 'Guardar la mía encima',
    needsTitle: 'Aún sin guardar: un borrador necesita su título',
  },
  ar: {
    saved: /^حُفظت في \S+:\S+\s\S+$/,
    saving: 'جارٍ الحفظ…',
    title: 'حُفظت في مكان آخر',
    saveMine: 'حفظ نسختي فوقها',
    needsTitle: 'لم تُحفظ بعد: تحتاج المسودة إلى عنوان',
  },
}

test.each(EVERY_LANGUAGE)('the status line and the conflict notice in %s', async (language) => {
  const i18n = await strictTranslator(language)
  const expected = EXPECTED[language]
  const line = (state: SaveState) => (
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <SaveStatus state={state} />
      </MantineProvider>
    </I18nProvider>
  )
  const { rerender } = render(line({ kind: 'saved', at: AT }))
  expect(screen.getByRole('status').textContent).toMatch(expected.saved)
  rerender(line({ kind: 'saving' }))
  expect(screen.getByRole('status')).toHaveTextContent(expected.saving)
  rerender(line({ kind: 'unsaved', reason: 'needsTitle' }))
  expect(screen.getByRole('status')).toHaveTextContent(expected.needsTitle)
  for (const state of [
    { kind: 'offline' },
    { kind: 'unsaved', reason: 'published' },
    { kind: 'unsaved' },
    { kind: 'failed', message: '…' },
  ] as const) {
    rerender(line(state))
    expect(screen.getByRole('status').textContent).not.toMatch(/desk\.|^$/)
  }
  rerender(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <ConflictNotice
          at={{
            state: { kind: 'conflict' },
            reloading: false,
            loadSaved: async () => {},
            overrule: async () => {},
          }}
          onSaveMine={() => {}}
        />
      </MantineProvider>
    </I18nProvider>,
  )
  expect(screen.getByRole('alert')).toHaveTextContent(expected.title)
  expect(screen.getByRole('button', { name: expected.saveMine })).toBeVisible()
})
