/*
 * The language guard: an inline <script> in the <head> of a pre-rendered page, run before the frame is parsed.
 * The language the app will show is `?lang`, then the stored `lang`, then the default (src/i18n/language.ts). When
 * that is not the frame's language, the frame is hidden (html[data-shell=off]) instead of being shown and then
 * flipped; such a visit paints when React renders, as without a frame.
 *
 * Plain ES5 for every browser. The build (firstFrame/build/inlineScripts.ts) puts in the values of the upper-case
 * names and minifies it; the page carries the result inline and the server allows it by its hash.
 */
/* global FRAME_LANGUAGE, LANGUAGES, DEFAULT_LANGUAGE, SHELL_ATTRIBUTE */
(function () {
  try {
    var asked = new URLSearchParams(location.search).get('lang');
    var stored = localStorage.getItem('lang');
    var known = function (value) {
      return LANGUAGES.indexOf(value) >= 0;
    };
    var shown = known(asked) ? asked : known(stored) ? stored : DEFAULT_LANGUAGE;
    if (shown !== FRAME_LANGUAGE) document.documentElement.setAttribute(SHELL_ATTRIBUTE, 'off');
  } catch (e) {
    // No storage or no URLSearchParams: the frame stays.
  }
})();
