// The portal's in-app link, shared with the other web apps.
export { AppLink } from '@portal/web-kit';
