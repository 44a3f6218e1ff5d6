import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { UserAvatar } from './user-avatar'

test('a photo that fails to load gives way to the initials (issue 22)', () => {
  const { container } = render(
    <MantineProvider>
      <UserAvatar name="Grace Okafor" photoURL="https://images.example.com/gone.webp" size={28} />
    </MantineProvider>,
  )
  const image = container.querySelector('img')
  expect(image).toHaveAttribute('src', 'https://images.example.com/gone.webp')
  fireEvent.error(image!)
  expect(container.querySelector('img')).toBeNull()
  expect(screen.getByText('GO')).toBeInTheDocument()
})

test('without a photo, the initials', () => {
  const { container } = render(
    <MantineProvider>
      <UserAvatar name="Ada Moreno" photoURL="" size={28} />
    </MantineProvider>,
  )
  expect(container.querySelector('img')).toBeNull()
  expect(screen.getByText('AM')).toBeInTheDocument()
})
