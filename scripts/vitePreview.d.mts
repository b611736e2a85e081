// Types of vitePreview.mjs for the browser tests (TypeScript) that import it.

export interface PreviewServer {
  url: string
  stop(): Promise<void>
}

export function previewEnv(): NodeJS.ProcessEnv
export function startVitePreview(options: { vite?: string; cwd?: string; port: number; env?: NodeJS.ProcessEnv; outDir?: string }): Promise<PreviewServer>
