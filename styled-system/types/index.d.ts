/* eslint-disable */
import './global.d.ts'
export * from './conditions';
export * from './pattern';
export * from './recipe';
export * from './system-types';
export * from './style-props';