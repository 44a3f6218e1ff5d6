// The shared screens and parts in each of Quill's languages (docs/decisions/0077): a route's
// error screen (route-error), the confirmation dialog (confirm-dialog) and a toggle's words while
// it waits to send (waiting-toggle); the site's name as it is, English word for word.
import { render, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import type { Language } from '../../contract/languages'
import { API, errorResponse } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { AppProviders } from '../app-providers'
import { createTestQueryClient, renderApp } from '../../tests/setup/render'
import { EVERY_LANGUAGE, strictTranslator } from '../../tests/setup/languages'
import { resetSession, signOut } from '../../tests/setup/signed-in'
import { ConfirmDialog } from './confirm-dialog'
import { useWaitingWords } from './waiting-toggle'

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  {
    cantReach: string
    retry: string
    loadFailed: string
    tryAgain: string
    confirm: string
    cancel: string
    waiting: string
  }
> = {
  en: {
    cantReach: "Can't reach Quill",
    retry: 'Retry',
    loadFailed: 'This page could not be loaded',
    tryAgain: 'Try again',
    confirm: 'Please confirm',
    cancel: 'Cancel',
    waiting: 'Like, waiting to send',
  },
  fr: {
    cantReach: 'Impossible de joindre Quill',
    retry: 'Réessayer',
    loadFailed: 'Cette page n’a pas pu être chargée',
    tryAgain: 'Réessayer',
    confirm: 'Veuillez confirmer',
    cancel: 'Annuler',
    waiting: 'Like, en attente d’envoi',
  },
  de: {
    cantReach: 'Quill ist nicht erreichbar',
    retry: 'Erneut versuchen',
    loadFailed: 'Diese Seite konnte nicht geladen werden',
    tryAgain: 'Noch einmal versuchen',
    confirm: 'Bitte bestätigen',
    cancel: 'Abbrechen',
    waiting: 'Like, wartet auf Senden',
  },
  es: {
    cantReach: 'No se puede acceder a Quill',
    retry: 'Reintentar',
    loadFailed: 'No se pudo cargar esta página',
    tryAgain: 'Volver a intentarlo',
    confirm: 'Confirma, por favor',
    cancel: 'Cancelar',
    waiting: 'Like, pendiente de enviar',
  },
  ar: {
    cantReach: 'تعذّر الوصول إلى Quill',
    retry: 'إعادة المحاولة',
    loadFailed: 'تعذّر تحميل هذه الصفحة',
    tryAgain: 'حاول مرة أخرى',
    confirm: 'يُرجى التأكيد',
    cancel: 'إلغاء',
    waiting: 'Like، في انتظار الإرسال',
  },
}

test.each(EVERY_LANGUAGE)(
  'a route error screen in %s, unreachable then refused',
  async (language) => {
    const expected = EXPECTED[language]
    signOut()
    // React reports the error the route's error screen caught; that report is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let answer: 'none' | 'error' = 'none'
    server.use(
      http.get(`${API}/posts`, () =>
        answer === 'none'
          ? HttpResponse.error()
          : errorResponse(500, 'internal', 'Something went wrong on our side'),
      ),
    )
    const { user, unmount } = renderApp('/', undefined, await strictTranslator(language))
    const alert = await screen.findByRole('alert', { name: expected.cantReach }, { timeout: 5000 })
    answer = 'error'
    await user.click(within(alert).getByRole('button', { name: expected.retry }))
    const refused = await screen.findByRole(
      'alert',
      { name: expected.loadFailed },
      { timeout: 5000 },
    )
    // The server's own words stay the server's (the lead maps its codes).
    expect(refused).toHaveTextContent('Something went wrong on our side')
    expect(within(refused).getByRole('button', { name: expected.tryAgain })).toBeVisible()
    unmount()
    consoleError.mockRestore()
  },
)

function Waiting() {
  const words = useWaitingWords()
  return <button title={words.title}>{words.name('Like')}</button>
}

test.each(EVERY_LANGUAGE)(
  'the confirmation dialog and a waiting toggle in %s',
  async (language) => {
    const expected = EXPECTED[language]
    render(
      <AppProviders queryClient={createTestQueryClient()} i18n={await strictTranslator(language)}>
        <Waiting />
        <ConfirmDialog
          opened
          message="Delete “On Rust”?"
          confirmLabel="Delete"
          onConfirm={() => undefined}
          onCancel={() => undefined}
        />
      </AppProviders>,
    )
    const dialog = await screen.findByRole('dialog', { name: expected.confirm })
    expect(within(dialog).getByRole('button', { name: expected.cancel })).toBeVisible()
    expect(screen.getByText(expected.waiting)).toHaveAttribute('title')
  },
)
