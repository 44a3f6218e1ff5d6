// The statistics screen in each of Quill's languages (docs/decisions/0077): its heading, period,
// totals, tables and the chart's summary translated, and no id shown; in English, as it was.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import type { Language } from '../../../contract/languages'
import { store, storePost } from '../../../mocks/store'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'

// uPlot draws on a canvas jsdom has not: the chart is its summary here (as in stats.test.tsx).
vi.mock('./components/views-chart', () => ({
  ViewsChart: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}))

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  { title: string; period: string; summary: string; daily: string; topPosts: string }
> = {
  en: {
    title: 'Statistics',
    period: '7 days',
    summary:
      'Line chart of views and reads per day over the last 7 days: 2 views and 1 reads in all.',
    daily: 'Views, visitors and reads by day',
    topPosts: 'Top posts',
  },
  fr: {
    title: 'Statistiques',
    period: '7 jours',
    summary:
      'Graphique en courbes des vues et des lectures par jour sur les 7 derniers jours : 2 vues et 1 lectures au total.',
    daily: 'Vues, visiteurs et lectures par jour',
    topPosts: 'Articles les plus lus',
  },
  de: {
    title: 'Statistiken',
    period: '7 Tage',
    summary:
      'Liniendiagramm der Aufrufe und Lesungen pro Tag in den letzten 7 Tagen: insgesamt 2 Aufrufe und 1 Lesungen.',
    daily: 'Aufrufe, Besucher und Lesungen pro Tag',
    topPosts: 'Meistgelesene Beiträge',
  },
  es: {
    title: 'Estadísticas',
    period: '7 días',
    summary:
      'Gráfico de líneas de vistas y lecturas por día en los últimos 7 días: 2 vistas y 1 lecturas en total.',
    daily: 'Vistas, visitantes y lecturas por día',
    topPosts: 'Entradas más vistas',
  },
  ar: {
    title: 'الإحصاءات',
    period: '7 أيام',
    summary: 'مخطط خطي للمشاهدات والقراءات يوميًا خلال آخر 7 أيام: 2 مشاهدة و1 قراءة في المجموع.',
    daily: 'المشاهدات والزوار والقراءات يوميًا',
    topPosts: 'أكثر التدوينات قراءة',
  },
}

test.each(EVERY_LANGUAGE)('the statistics screen in %s', async (language) => {
  const expected = EXPECTED[language]
  const me = signInAs()
  const post = storePost({ postTitle: 'Counted post', author: me.email, authorId: me.uid })
  store.views.push(
    { postId: post._id, event: 'view' },
    { postId: post._id, event: 'view' },
    { postId: post._id, event: 'read' },
  )
  renderApp('/stats?days=7', undefined, await strictTranslator(language))
  expect(await screen.findByRole('heading', { level: 1, name: expected.title })).toBeInTheDocument()
  expect(screen.getByRole('radio', { name: expected.period })).toBeChecked()
  const chart = screen.getByRole('img')
  expect(chart.getAttribute('aria-label')).toContain(expected.summary)
  const daily = screen.getByRole('table', { name: expected.daily })
  expect(within(daily).getAllByRole('row')).toHaveLength(8)
  expect(screen.getByRole('table', { name: expected.topPosts })).toBeInTheDocument()
  expect(document.body.textContent).not.toMatch(/\bstats\.[a-zA-Z]+/)
})
