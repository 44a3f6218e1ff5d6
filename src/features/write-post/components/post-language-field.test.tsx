import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { I18nProvider } from '../../../lib/i18n/context'
import { createI18n } from '../../../lib/i18n/i18n'
import { PostLanguageField } from './post-language-field'

const english = createI18n('en')

function Field({
  initial = 'en',
  onChange,
}: {
  initial?: string
  onChange: (tag: string) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <I18nProvider i18n={english}>
      <MantineProvider>
        <PostLanguageField
          value={value}
          onChange={(tag) => {
            setValue(tag)
            onChange(tag)
          }}
        />
      </MantineProvider>
    </I18nProvider>
  )
}

const input = () => screen.getByRole('combobox', { name: /Language/ })

test('suggests the five languages by their own names, and takes one by its name or its tag', () => {
  const onChange = vi.fn()
  const { container } = render(<Field onChange={onChange} />)
  expect(input()).toHaveValue('en')
  const options = [...container.querySelectorAll('datalist option')].map((option) => [
    option.getAttribute('value'),
    option.getAttribute('label'),
  ])
  expect(options).toEqual([
    ['en', 'English'],
    ['fr', 'Français'],
    ['de', 'Deutsch'],
    ['es', 'Español'],
    ['ar', 'العربية'],
  ])
  fireEvent.change(input(), { target: { value: 'Français' } })
  expect(onChange).toHaveBeenLastCalledWith('fr')
  fireEvent.change(input(), { target: { value: 'ar' } })
  expect(onChange).toHaveBeenLastCalledWith('ar')
})

test('any BCP 47 tag typed in is taken in canonical case; anything else is said wrong and not taken', () => {
  const onChange = vi.fn()
  render(<Field onChange={onChange} />)
  fireEvent.change(input(), { target: { value: 'pt-br' } })
  expect(onChange).toHaveBeenLastCalledWith('pt-BR')
  fireEvent.blur(input())
  expect(input()).toHaveValue('pt-BR')
  expect(screen.queryByText('Not a valid language')).toBeNull()

  onChange.mockClear()
  fireEvent.change(input(), { target: { value: 'pt_BR' } })
  expect(onChange).not.toHaveBeenCalled()
  expect(screen.getByText('Not a valid language')).toBeInTheDocument()
  expect(input()).toHaveAttribute('aria-invalid', 'true')
  // What was typed stays, to be mended.
  fireEvent.blur(input())
  expect(input()).toHaveValue('pt_BR')

  // Emptied and left: the post's own language again.
  fireEvent.change(input(), { target: { value: '' } })
  fireEvent.blur(input())
  expect(input()).toHaveValue('pt-BR')
})
