// public/early.js and the app's side of it (docs/decisions/0027): before the app takes a drawn
// page over, the day/night switch works and other taps wait; after, they are replayed once.
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
// The script as the page runs it (Vite's ?raw import: its text).
import EARLY_SCRIPT from '../../public/early.js?raw'
import { replayTaps, takeEarlyTaps } from './early-taps'

const drawnPage = `
  <header>
    <button data-color-scheme-toggle aria-label="Switch to dark mode" title="Switch to dark mode">☾</button>
    <button aria-label="Menu"><span>☰</span></button>
  </header>
  <form role="search" action="/search"><input name="q" /><button type="submit">Search</button></form>
  <form aria-label="Comment"><button type="submit">Send</button></form>
  <button disabled>Can't</button>
  <a href="/post/1">Read more</a>`

const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  ) as HTMLButtonElement

// jsdom does not submit forms; the browser would.
const noSubmit = (event: Event) => event.preventDefault()

beforeEach(() => {
  document.addEventListener('submit', noSubmit)
  document.documentElement.removeAttribute('data-mantine-color-scheme')
  document.body.innerHTML = `<div id="root">${drawnPage}</div><button>Outside the app</button>`
  new Function(EARLY_SCRIPT)()
})

afterEach(async () => {
  document.removeEventListener('submit', noSubmit)
  takeEarlyTaps()
  document.body.innerHTML = ''
  // The script starts the page's scripts a frame and a task after it ran: let that happen while
  // the test's document still exists, not after the environment is gone (a loaded machine's
  // "document is not defined").
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
})

test('the day/night switch works before the app: scheme, stored choice and name', () => {
  expect(document.documentElement.dataset.mantineColorScheme).toBe('light')
  button('Switch to dark mode').click()
  expect(document.documentElement.dataset.mantineColorScheme).toBe('dark')
  expect(window.localStorage.getItem('isDarkMode')).toBe('true')
  expect(button('Switch to light mode').title).toBe('Switch to light mode')

  button('Switch to light mode').click()
  expect(document.documentElement.dataset.mantineColorScheme).toBe('light')
  expect(window.localStorage.getItem('isDarkMode')).toBe('false')
  // Handled there: nothing is left for the app to replay.
  expect(takeEarlyTaps()).toEqual([])
})

test('a tap on a button waits for the app, which replays it once, in order', () => {
  const menu = button('Menu')
  const send = button('Send')
  const seen: string[] = []
  // What the app's handlers will do; before the takeover the tap must not reach them.
  document.addEventListener('click', (event) => {
    const control = (event.target as Element).closest('button')
    if (control) seen.push(control.getAttribute('aria-label') ?? control.textContent ?? '')
  })
  menu.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  menu.click()
  const submit = new MouseEvent('click', { bubbles: true, cancelable: true })
  send.dispatchEvent(submit)
  expect(seen).toEqual([])
  // A form the app submits itself must not be sent by the browser meanwhile.
  expect(submit.defaultPrevented).toBe(true)
  // Each tapped control shows at once that the tap was received.
  expect(menu).toHaveAttribute('data-tap-kept')
  expect(send).toHaveAttribute('data-tap-kept')
  expect(button('Search')).not.toHaveAttribute('data-tap-kept')

  const taps = takeEarlyTaps()
  // Two taps in a row on the same control are one: the reader tapped again because nothing moved.
  expect(taps).toEqual([menu, send])
  replayTaps(taps)
  expect(seen).toEqual(['Menu', 'Send'])
  expect(menu).not.toHaveAttribute('data-tap-kept')
  expect(send).not.toHaveAttribute('data-tap-kept')

  // From now on taps are the app's at once.
  menu.click()
  expect(seen).toEqual(['Menu', 'Send', 'Menu'])
})

test('links, forms with an action, disabled buttons and what is outside the app are left alone', () => {
  // Whether the early script stopped the browser's own action, read as the click leaves the page
  // (which then stops it, so jsdom does not try to navigate).
  const leftToTheBrowser: boolean[] = []
  const keepJsdomHere = (event: Event) => {
    leftToTheBrowser.push(!event.defaultPrevented)
    event.preventDefault()
  }
  document.addEventListener('click', keepJsdomHere)
  for (const element of [
    document.querySelector('a') as HTMLAnchorElement,
    button('Search'),
    button('Outside the app'),
  ]) {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  }
  document.removeEventListener('click', keepJsdomHere)
  expect(leftToTheBrowser).toEqual([true, true, true])
  // A disabled button gets no click at all; the script keeps nothing of it either.
  button("Can't").click()
  expect(takeEarlyTaps()).toEqual([])
})

test('a control gone or disabled by the time the app replays is skipped', () => {
  const menu = button('Menu')
  const send = button('Send')
  menu.click()
  send.click()
  const taps = takeEarlyTaps()
  menu.remove()
  send.disabled = true
  const clicks = vi.fn()
  document.addEventListener('click', clicks)
  replayTaps(taps)
  expect(clicks).not.toHaveBeenCalled()
})

test('without the early script there is nothing to take', () => {
  takeEarlyTaps()
  expect(takeEarlyTaps()).toEqual([])
})
