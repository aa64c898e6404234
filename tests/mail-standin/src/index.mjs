export { startMailStandin } from './mail-standin.mjs';
export { listMail, waitForMail } from './client.mjs';
