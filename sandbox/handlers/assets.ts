/**
 * The scripts and the stylesheet of the sandbox's HTML pages, served as files under
 * `__sandbox/assets/` (same origin, so `script-src 'self'` allows them). Each script
 * reads its page's data from `document.body.dataset.sandbox`. A page's buttons come disabled and
 * its script enables each once it listens: a click before the deferred script ran would do nothing.
 */
import { http as mswHttp, HttpResponse } from 'msw'
import { controlPath, type SandboxContext } from './context.ts'

const STYLE = `
body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1a202c; margin: 0; padding: 0 1rem; }
main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
       box-shadow: 0 4px 24px rgba(0,0,0,.08); overflow-wrap: anywhere; }
h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
p { line-height: 1.5; }
.badge { display: inline-block; font-size: .75rem; background: #fefcbf; color: #744210; padding: .1rem .5rem; border-radius: 999px; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1.5rem; }
button { font: inherit; padding: .6rem 1.2rem; border-radius: 8px; border: 1px solid #cbd5e0; background: #fff; cursor: pointer; }
button.primary { background: #2b6cb0; border-color: #2b6cb0; color: #fff; }
button.danger { background: #c53030; border-color: #c53030; color: #fff; }
button:disabled { opacity: .5; cursor: wait; }
dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: .25rem 1rem; }
dt { color: #718096; }
dd { margin: 0; }
#result { margin-top: 1rem; font-weight: 600; }
`

/** The card provider: Pay / Decline settle the transaction, then back to the shop. */
const CARD_PROVIDER = `'use strict';
(function () {
  var data = JSON.parse(document.body.dataset.sandbox || '{}');
  var result = document.getElementById('result');
  document.querySelectorAll('button[data-status]').forEach(function (button) {
    button.addEventListener('click', function () {
      var status = button.getAttribute('data-status');
      document.querySelectorAll('button').forEach(function (b) { b.disabled = true; });
      var settle = Promise.resolve();
      if (status) {
        result.textContent = status === 'COMPLETED' ? 'Processing payment...' : 'Declining...';
        settle = fetch('transactions/' + encodeURIComponent(data.transactionId) + '/status', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ status: status })
        }).catch(function () { return undefined; });
      }
      settle.then(function () { window.location.href = data.returnUrl; });
    });
    button.disabled = false;
  });
})();
`

/** The identity-verification provider: reports the chosen status to the sandbox and to the opener. */
const KYC_PROVIDER = `'use strict';
(function () {
  var data = JSON.parse(document.body.dataset.sandbox || '{}');
  var result = document.getElementById('result');
  function report(status) {
    document.querySelectorAll('button').forEach(function (b) { b.disabled = true; });
    fetch('kyc/' + encodeURIComponent(data.token) + '/complete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: status })
    }).catch(function () { return undefined; }).then(function () {
      if (window.opener) window.opener.postMessage({ source: data.messageSource, status: status }, '*');
      result.textContent = 'Reported "' + status + '". You can close this window.';
      window.close();
    });
  }
  document.querySelectorAll('button[data-status]').forEach(function (button) {
    button.addEventListener('click', function () { report(button.getAttribute('data-status')); });
    button.disabled = false;
  });
})();
`

/** The stale-record scenario: writes a pending-transaction record older than 2 hours, then goes on. */
const STALE_RECORD = `'use strict';
(function () {
  var data = JSON.parse(document.body.dataset.sandbox || '{}');
  var record = Object.assign({}, data.record, { timestamp: Date.now() - data.ageMs });
  try {
    window.localStorage.setItem(data.key, JSON.stringify(record));
  } catch (error) {
    document.getElementById('result').textContent = 'This browser refused to store the record.';
    return;
  }
  window.location.replace(data.to);
})();
`

const SCRIPTS = { 'card-provider.js': CARD_PROVIDER, 'kyc-provider.js': KYC_PROVIDER, 'stale-record.js': STALE_RECORD } as const
export type ScriptAsset = keyof typeof SCRIPTS
type Asset = ScriptAsset | 'sandbox.css'

export function assetUrl(ctx: SandboxContext, name: Asset): string {
  return `${ctx.basePath}/__sandbox/assets/${name}`
}

export function assetHandlers(ctx: SandboxContext) {
  return [
    mswHttp.get(controlPath(ctx, '/assets/:name'), ({ params }) => {
      const name = String(params.name)
      if (name === 'sandbox.css') return new HttpResponse(STYLE, { headers: { 'Content-Type': 'text/css; charset=utf-8' } })
      const script = (SCRIPTS as Record<string, string>)[name]
      if (!script) return HttpResponse.json({ message: 'Not found' }, { status: 404 })
      return new HttpResponse(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } })
    }),
  ]
}
