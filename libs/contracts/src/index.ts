export * from './roles.js';
export * from './principal.js';
export * from './errors.js';
export * from './list-query/index.js';
export * from './services.js';
export * from './routes/index.js';
export * from './subjects.js';
export * from './messages.js';
