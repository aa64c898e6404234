import { Body1, Card, CardHeader, Subtitle1 } from '@fluentui/react-components';
import { Route, Routes, useLocation } from 'react-router';
import { BatchDetailPage } from '../batch-detail/batch-detail-page.js';
import { BatchListPage } from '../batch-list/batch-list-page.js';
import { InvoiceDetailPage } from '../invoices/invoice-detail-page.js';
import { InvoiceListPage } from '../invoices/invoice-list-page.js';
import { TitlesSentPage } from '../titles-sent/titles-sent-page.js';
import { OneOffEditPage } from '../one-off/one-off-edit-page.js';
import { OneOffListPage } from '../one-off/one-off-list-page.js';
import { PaperworkDetailPage } from '../paperwork/paperwork-detail-page.js';
import { PaperworkListPage } from '../paperwork/paperwork-list-page.js';

/** This app's pages; the shell mounts it on its prefixes (the registry's line). */
export function InvoicingRoutes() {
  return (
    <Routes>
      <Route path="/invoicebatches" element={<BatchListPage />} />
      <Route path="/invoicebatches/:invoiceid" element={<BatchDetailPage />} />
      <Route path="/invoices" element={<InvoiceListPage />} />
      <Route path="/invoices/:id" element={<InvoiceDetailPage />} />
      <Route path="/admin/titlesSent" element={<TitlesSentPage />} />
      <Route path="/paperworkbatches" element={<PaperworkListPage />} />
      <Route path="/paperworkbatches/:paperworkId" element={<PaperworkDetailPage />} />
      <Route path="/accounting/one-off-invoices" element={<OneOffListPage />} />
      <Route path="/accounting/one-off-invoices/:id" element={<OneOffEditPage />} />
      <Route path="*" element={<UnknownInvoicingPage />} />
    </Routes>
  );
}

function UnknownInvoicingPage() {
  const { pathname } = useLocation();
  return (
    <Card role="alert">
      <CardHeader header={<Subtitle1 as="h2">This page is not available</Subtitle1>} />
      <Body1>Nothing in this installation of the portal serves {pathname}.</Body1>
    </Card>
  );
}
