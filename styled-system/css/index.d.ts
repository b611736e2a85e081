/* eslint-disable */
export * from './css';
export * from './cx';
export * from './cva';
export * from './sva';