/* global window, document */
// The offline page (offline.html): 'Tentar de novo' asks for the page again, and a theme chosen
// in another tab is applied here too, as the app does. Keep the themes in step with theme-init.js.
(function () {
  var THEMES = ["dark", "azul-escuro", "claro-padrao"];
  document.getElementById("retry")?.addEventListener("click", function () {
    window.location.reload();
  });
  window.addEventListener("storage", function (event) {
    if (event.key !== "guilda-theme") return;
    var theme = THEMES.indexOf(event.newValue) >= 0 ? event.newValue : "dark";
    document.documentElement.dataset.theme = theme;
  });
})();
