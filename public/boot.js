// Starts the client of a page the server drew, once that page has painted (server/page-render.ts,
// deferScripts): the page needs no script to be seen, so its scripts wait for the first frame
// instead of sharing a slow link with the page and its first image. The entry and the modules it
// needs are named on this element; the browser fetches them exactly as index.html would have.
;(function () {
  var me = document.currentScript
  if (!me) return
  var entry = me.getAttribute('data-entry')
  var preloads = (me.getAttribute('data-preload') || '').split(' ')
  function start() {
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = preloads[i]
      document.head.appendChild(link)
    }
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.appendChild(script)
  }
  // After the frame that paints the page, not in it.
  requestAnimationFrame(function () {
    setTimeout(start, 0)
  })
})()
