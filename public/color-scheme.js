// Runs before the first paint (index.html loads it blocking): only the exact text 'true'
// in localStorage.isDarkMode means dark. Kept in step with src/lib/color-scheme.ts.
;(function () {
  var dark = false
  try {
    dark = window.localStorage.getItem('isDarkMode') === 'true'
  } catch (e) {
    // Storage can be blocked; light it is.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light')
})()
