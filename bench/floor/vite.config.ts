import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { sandboxPlugin } from '../../sandbox/vitePlugin.ts'

// The floor app is built and served from this folder (bench/run.mjs runs vite here) with the repo's node_modules;
// the sandbox answers its one API call, as it answers the app's.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: false }), react(), sandboxPlugin()],
  build: { target: 'es2022', sourcemap: false, manifest: true },
})
