// An admin list's frame is the portal's page frame: its heading, then the table.
export { PageFrame as ListPage } from '@portal/web-kit';
