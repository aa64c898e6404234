export { PASSWORD_HASH_OPTIONS, hashPassword, verifyPassword, needsRehash, passwordHashParameters, type PasswordHashParameters } from './password-hash.js';
