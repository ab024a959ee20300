/*
 * The script loader: an inline <script> at the end of the <body> of a pre-rendered page, in place of the entry
 * scripts' own tags. It starts the page's scripts (ENTRY_SCRIPTS in order, as `defer` would run them, and a preload of
 * PRELOAD_SCRIPTS, the first render's other chunks) only once the frame is on screen: after its first contentful paint
 * and one more frame, so that the frame's largest element has painted too (docs/decisions.md, "Scripts after the
 * frame's first paint"). At once instead when there is no frame to wait for — the language guard hid it, or the tab
 * is in the background (no paint comes until it is shown) — and after PAINT_LIMIT_MS at the latest. Never before the
 * page is parsed (a product page's data follows it).
 *
 * Plain ES5 for every browser. The build (firstFrame/build/inlineScripts.ts) puts in the values of the upper-case
 * names and minifies it; the result contains no '<', so the page's Content-Security-Policy allows it by its hash.
 */
/* global ENTRY_SCRIPTS, PRELOAD_SCRIPTS, SHELL_ATTRIBUTE, PAINT_LIMIT_MS */
(function () {
  var doc = document;
  var head = doc.head;
  var done = 0;

  function go() {
    if (done) return;
    done = 1;
    ENTRY_SCRIPTS.forEach(function (src) {
      var script = doc.createElement('script');
      script.src = src;
      script.async = false;
      head.appendChild(script);
    });
    PRELOAD_SCRIPTS.forEach(function (src) {
      var link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = src;
      link.setAttribute('fetchpriority', 'low');
      head.appendChild(link);
    });
  }

  function afterNextFrame() {
    requestAnimationFrame(function () {
      requestAnimationFrame(go);
    });
  }

  function start() {
    if (doc.visibilityState !== 'visible' || doc.documentElement.getAttribute(SHELL_ATTRIBUTE) === 'off') {
      return go();
    }
    setTimeout(go, PAINT_LIMIT_MS);
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          afterNextFrame();
        }
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      afterNextFrame();
    }
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start);
  else start();
})();
