/**
 * The ports of one run, from E2E_PORT (as the browser tests): Firefox's preview, WebKit's preview, WebKitWebDriver
 * and MiniBrowser's automation (inspector) server, so two runs on one machine do not collide.
 */
const base = Number(process.env.E2E_PORT ?? 4173)

export const PORTS = { firefoxPreview: base, webkitPreview: base + 1, webkitDriver: base + 2, webkitInspector: base + 3 } as const
