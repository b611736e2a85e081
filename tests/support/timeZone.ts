/** Node reads `process.env.TZ` on every date computation: a test can play the browser of another time zone. */
export function setTimeZone(zone: string | undefined): void {
  if (zone === undefined) delete process.env.TZ
  else process.env.TZ = zone
}

/** The zone the process started in, to put back after a test. */
export const ORIGINAL_TIME_ZONE = process.env.TZ
