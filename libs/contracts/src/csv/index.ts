export * from './format.js';
export * from './columns.js';
