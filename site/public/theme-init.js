/* Runs before first paint (a blocking classic script, allowed by script-src 'self'): applies the
   stored or system theme, the stored language and the announcement dismissal, so nothing flashes. */
(function () {
  var root = document.documentElement;
  root.classList.add('js');
  var stored = {};
  try {
    stored.theme = localStorage.getItem('theme');
    stored.language = localStorage.getItem('language');
    stored.announcement = localStorage.getItem('announcementDismissed');
  } catch (error) {
    /* storage blocked: defaults apply */
  }
  var systemDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  if (stored.theme === 'dark' || (stored.theme !== 'light' && systemDark)) root.classList.add('dark');
  if (stored.language === 'en' || stored.language === 'es') root.lang = stored.language;
  if (stored.announcement === '1') root.classList.add('announcement-dismissed');
})();
