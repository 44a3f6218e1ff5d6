// What the app puts in a form it sends: jsdom's XMLHttpRequest does not carry a File's name or
// bytes on to msw, so the component tests read them where the form is filled.
import { vi } from 'vitest'

/** Every value the app appends under `field`, in order, from now until the spies are restored. */
export function appendedUnder(field: string): FormDataEntryValue[] {
  const sent: FormDataEntryValue[] = []
  const append = FormData.prototype.append
  vi.spyOn(FormData.prototype, 'append').mockImplementation(function (
    this: FormData,
    ...args: Parameters<FormData['append']>
  ) {
    if (args[0] === field) sent.push(args[1] as FormDataEntryValue)
    return Reflect.apply(append, this, args)
  })
  return sent
}
