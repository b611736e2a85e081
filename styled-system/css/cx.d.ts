/* eslint-disable */
type Argument = string | boolean | null | undefined

/** Conditionally join classNames into a single string */
export declare function cx(...args: Argument[]): string