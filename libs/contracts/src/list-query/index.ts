export * from './types.js';
export * from './parse.js';
