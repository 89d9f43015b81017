/* global window, document */
// Applies the saved theme before the first paint. Keep in step with THEMES and
// THEME_STORAGE_KEY in @guilda/shared; an unknown or missing value means "dark".
(function () {
  var theme = "dark";
  try {
    var saved = window.localStorage.getItem("guilda-theme");
    if (saved === "dark" || saved === "azul-escuro" || saved === "claro-padrao") theme = saved;
  } catch {
    // Storage can be blocked (private mode, policies); the default theme is fine then.
  }
  document.documentElement.dataset.theme = theme;
})();
