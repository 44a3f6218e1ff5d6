// What runs before the app (index.html loads it blocking; served pages carry it inline, allowed
// by its hash: server/early-script.ts). Three jobs, docs/decisions/0027:
// 1. The colour scheme before the first paint: the person's choice in localStorage.isDarkMode
//    (only the exact text 'true' means dark), or the system's while they have made none (kept in
//    step with src/lib/color-scheme.ts).
// 2. No tap lost on a page the server drew, before the app has taken it over: the day/night
//    switch works here at once, and a tap on any other button is kept and replayed by the app
//    once it has hydrated (src/lib/early-taps.ts), as Angular's event replay and Google's
//    JSAction do. Links and forms with an action work without the app, so they are left alone.
// 3. A drawn page's scripts, named in <meta name="quill-scripts"> (the entry first), start right
//    after its first frame, all at once (server/page-render.ts startScriptsAfterFirstFrame), and
//    again when the connection is back if they were lost on the way.
;(function () {
  var root = document.documentElement
  var KEY = 'isDarkMode'
  var stored = null
  try {
    stored = window.localStorage.getItem(KEY)
  } catch (e) {
    // Storage can be blocked: the system's scheme it is.
  }
  // A choice made here wins; until one is made, the system's scheme (issue 22).
  var dark =
    stored === null
      ? !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches)
      : stored === 'true'
  root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light')

  var taps = []
  // The switch's name says what it will do: the server draws a light page's, and the app names
  // it again once it runs (the labels src/routes/-layout/color-scheme-toggle.tsx gives).
  function nameToggles() {
    var nowDark = root.getAttribute('data-mantine-color-scheme') === 'dark'
    var label = nowDark ? 'Switch to light mode' : 'Switch to dark mode'
    var toggles = document.querySelectorAll('[data-color-scheme-toggle]')
    for (var i = 0; i < toggles.length; i++) {
      toggles[i].setAttribute('aria-label', label)
      toggles[i].setAttribute('title', label)
    }
  }
  if (dark) {
    // Before the first frame is painted (the header has arrived by then), and again once the
    // whole page is parsed, in case it came in pieces.
    requestAnimationFrame(nameToggles)
    document.addEventListener('DOMContentLoaded', nameToggles)
  }
  function toggleColorScheme() {
    var nowDark = root.getAttribute('data-mantine-color-scheme') !== 'dark'
    root.setAttribute('data-mantine-color-scheme', nowDark ? 'dark' : 'light')
    try {
      window.localStorage.setItem(KEY, String(nowDark))
    } catch (e) {
      // The choice lasts for this visit only.
    }
    nameToggles()
  }
  function onClick(event) {
    var target = event.target
    var control = target && target.closest ? target.closest('button') : null
    if (!control || control.disabled || !control.closest('#root')) return
    if (control.type === 'submit' && control.form && control.form.hasAttribute('action')) return
    event.preventDefault()
    event.stopPropagation()
    if (control.hasAttribute('data-color-scheme-toggle')) toggleColorScheme()
    else if (taps[taps.length - 1] !== control) {
      // Shown pressed at once (src/global.css), so a tap is seen to be received before the app can
      // answer it; the app clears the mark as it replays the tap (docs/decisions/0072).
      control.setAttribute('data-tap-kept', '')
      taps.push(control)
    }
  }
  document.addEventListener('click', onClick, true)

  var started = false
  function startScripts() {
    var meta = document.querySelector('meta[name="quill-scripts"]')
    if (started || !meta) return
    started = true
    var urls = (meta.getAttribute('content') || '').split(' ')
    // Into the head at once: each element added there on its own costs a style pass.
    var all = document.createDocumentFragment()
    for (var j = 1; j < urls.length; j++) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.fetchPriority = 'low'
      link.href = urls[j]
      all.appendChild(link)
    }
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.fetchPriority = 'low'
    script.src = urls[0]
    // Lost on the way (the connection dropped): the page stays readable, and comes alive when
    // the connection is back, with the taps kept meanwhile.
    script.onerror = function () {
      script.remove()
      started = false
      window.addEventListener('online', startScripts, { once: true })
    }
    all.appendChild(script)
    document.head.appendChild(all)
  }
  // After the frame that paints the page, not in it; at the latest once the page is parsed.
  requestAnimationFrame(function () {
    setTimeout(startScripts, 0)
  })
  document.addEventListener('DOMContentLoaded', startScripts)
  // The app calls this once it has hydrated the page (or at once, when it draws the page itself):
  // from then on taps are its own, and it replays the ones kept.
  window.__quillEarlyTaps = function () {
    document.removeEventListener('click', onClick, true)
    window.__quillEarlyTaps = undefined
    return taps
  }
})()
