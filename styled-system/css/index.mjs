export * from './css.mjs';
export * from './cx.mjs';
export * from './cva.mjs';
export * from './sva.mjs';