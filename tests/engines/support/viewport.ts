/** The phone every engine runs the flows on (issue 36): an iPhone 12-14's CSS viewport. */
export const VIEWPORT = { width: 390, height: 844 } as const
