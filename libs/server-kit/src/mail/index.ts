export * from './mail.port.js';
export * from './smtp-mailer.js';
export * from './mail-from-env.js';
export * from './mail-queue.js';
export * from './mail.providers.js';
