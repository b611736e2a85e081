// Colour mode before first paint, so there is no flash: stored choice, else the system's.
// A file of its own, loaded synchronously from <head>, because the Content-Security-Policy allows no inline script.
;(function () {
  try {
    var mode = localStorage.getItem('color-mode') || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')
    document.documentElement.classList.add(mode)
    document.documentElement.style.colorScheme = mode
  } catch {
    // Storage may be unavailable (privacy modes): the app's default colours apply.
  }
})()
