// The DOM's matchers, cleanup and stand-ins (dom.setup.ts) load only where there is a DOM: a file in plain Node skips them.
if (typeof window !== 'undefined') await import('./dom.setup')

// A module, so the import above can be awaited: its hooks must be registered before the file's tests.
export {}
