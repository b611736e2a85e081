import { previewEnv, startVitePreview, type PreviewServer } from '../../../scripts/vitePreview.mjs'

export { previewEnv, type PreviewServer }

/** Starts `vite preview` of the built app (with the sandbox mounted) on a port, with extra environment. */
export function startPreview(port: number, env: Record<string, string> = {}): Promise<PreviewServer> {
  return startVitePreview({ port, env: { ...previewEnv(), ...env } })
}
