// The page's language before first paint: <html lang dir>, and the static page shell's heading in that language.
// A file of its own, loaded synchronously from <head>, because the Content-Security-Policy allows no inline script.
// It decides as resolveLocale (src/i18n/locales.ts) does: ?lang=, the saved choice, the browser's languages, English;
// tests/i18n/localeScript.test.ts holds the two together, and the shell's words to the catalogs (src/i18n/messages/).
;(function () {
  var LOCALES = ['en', 'fr', 'ar']
  // The shells' headings and lines (src/pageShells/*.html) in each language.
  var SHELL = {
    'Loading Payment Link': { fr: 'Chargement du lien de paiement', ar: 'جارٍ تحميل رابط الدفع' },
    'Checking your payment': { fr: 'Vérification de votre paiement', ar: 'جارٍ التحقق من عملية الدفع' },
    'Log in': { fr: 'Connexion', ar: 'تسجيل الدخول' },
    'Welcome back. Log in to your dashboard.': {
      fr: 'Bon retour parmi nous. Connectez-vous à votre tableau de bord.',
      ar: 'مرحبًا بعودتك. يُرجى تسجيل الدخول إلى لوحة التحكم.',
    },
  }
  function spoken(tag) {
    var language = typeof tag === 'string' ? tag.trim().toLowerCase().split(/[-_]/)[0] : ''
    return LOCALES.indexOf(language) >= 0 ? language : null
  }
  function saved() {
    try {
      return localStorage.getItem('lang')
    } catch {
      return null
    }
  }
  var locale = spoken(new URLSearchParams(location.search).get('lang')) || spoken(saved())
  var languages = navigator.languages || []
  for (var i = 0; !locale && i < languages.length; i++) locale = spoken(languages[i])
  locale = locale || 'en'
  var root = document.documentElement
  root.lang = locale
  root.dir = locale === 'ar' ? 'rtl' : 'ltr'
  if (locale === 'en' || typeof MutationObserver !== 'function') return
  // The shell is parsed after this script: its heading is translated as the parser adds it, before the frame is painted
  // (mutation observers run at the end of the parser's task, ahead of rendering).
  var observer = new MutationObserver(function () {
    var lines = document.querySelectorAll('#page-shell h1, #page-shell .shell-muted')
    for (var i = 0; i < lines.length; i++) {
      var words = SHELL[lines[i].textContent.trim()]
      if (words && words[locale]) lines[i].textContent = words[locale]
    }
  })
  observer.observe(root, { childList: true, subtree: true, characterData: true })
  document.addEventListener('DOMContentLoaded', function () {
    observer.disconnect()
  })
})()
