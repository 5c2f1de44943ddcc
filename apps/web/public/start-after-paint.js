/* global document, requestAnimationFrame */
/*
 * Starts the app once the server's first paint of a public page is on screen (decision 027).
 * The server puts this, deferred, in place of the app's module script on the pages it paints
 * first (apps/api/src/platform/spa/prerender.ts): `data-app` is that script, `data-fetch` the
 * translation files it reads first, `data-modules` the app's modules and the page's own chunks. Downloading and running the app before the first paint
 * would only push that paint back on a slow phone. A page opened in a background tab (no frames)
 * starts at once.
 *
 * The app draws the page again only when the visitor acts (decision 060; src/lib/prerender.ts):
 * an act made before the app runs is noted here (`data-intent` on the painted page), and a press
 * on one of the painted buttons, which do nothing without the app, is held for the app to make
 * again once it has taken over (links work as they are).
 */
(function () {
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;
  var painted = document.getElementById('prerendered');
  if (painted) {
    var intents = ['pointerdown', 'keydown', 'touchstart', 'wheel'];
    var noted = function () {
      painted.setAttribute('data-intent', '');
      intents.forEach(function (type) {
        document.removeEventListener(type, noted, true);
      });
      document.removeEventListener('pointermove', mouseMoved, true);
    };
    var mouseMoved = function (event) {
      if (event.pointerType === 'mouse') noted();
    };
    intents.forEach(function (type) {
      document.addEventListener(type, noted, { capture: true, passive: true });
    });
    document.addEventListener('pointermove', mouseMoved, { capture: true, passive: true });
    painted.addEventListener(
      'click',
      function (event) {
        var button = event.target.closest && event.target.closest('button, [role="button"]');
        if (!button || !painted.contains(button)) return;
        event.preventDefault();
        painted.pulsoPressed = button;
        noted();
      },
      true,
    );
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    function ask(attribute, rel) {
      (script.getAttribute(attribute) || '').split(' ').forEach(function (href) {
        if (!href) return;
        var link = document.createElement('link');
        link.rel = rel;
        if (rel === 'preload') link.as = 'fetch';
        link.crossOrigin = 'anonymous';
        link.href = href;
        document.head.appendChild(link);
      });
    }
    ask('data-fetch', 'preload');
    ask('data-modules', 'modulepreload');
    import(app);
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
