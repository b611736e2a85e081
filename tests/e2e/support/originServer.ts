import { createServer } from 'node:http'

export interface OriginResponse {
  contentType: string
  body: string
  headers?: Record<string, string>
}

export interface OriginServer {
  /** Its origin, http://127.0.0.1:port: another origin than the app's. */
  url: string
  /** The paths it was asked for, in order. */
  requests: string[]
  stop(): Promise<void>
}

/** A tiny HTTP server on this machine that plays another origin (a framing site, a CDN): `respond` answers each path, null is a 404. */
export function startOriginServer(respond: (path: string) => OriginResponse | null): Promise<OriginServer> {
  const requests: string[] = []
  const server = createServer((req, res) => {
    const path = req.url ?? '/'
    requests.push(path)
    const answer = respond(path)
    if (!answer) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'Content-Type': answer.contentType, ...answer.headers }).end(answer.body)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (typeof address !== 'object' || !address) return reject(new Error('the origin server has no port'))
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        requests,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
