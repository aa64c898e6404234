import { Body1, Card, CardHeader, Subtitle1 } from '@fluentui/react-components';
import { lazyComponent, PageSuspense } from '@portal/web-kit';
import { Route, Routes, useLocation } from 'react-router';
import { DRIVERS, LOCATIONS, TRANSPORTERS } from '../directory/directory-kinds.js';
import { DirectoryListPage, DirectoryRecordPage } from '../directory/directory-pages.js';
import { LoadListPage } from '../load-list/load-list-page.js';
import { AppLink } from '@portal/web-kit';

// The lists come with the app; the load page (tabs, bay panel, dialogs) and the transport list are chunks of their own.
const LoadDetailPage = lazyComponent(() => import('../load-detail/load-detail-page.js'), 'LoadDetailPage');
const LoadSheetPage = lazyComponent(() => import('../load-sheet/load-sheet-page.js'), 'LoadSheetPage');
const TransportListPage = lazyComponent(() => import('../transport/transport-list-page.js'), 'TransportListPage');

/** This app's pages; the shell mounts it under /clientLoads, /clientLocations, /clientDrivers, /clientTransporters and /transportation. */
export function LoadsRoutes() {
  return (
    <PageSuspense>
      <Routes>
        <Route path="/clientLoads" element={<LoadListPage />} />
        <Route path="/clientLoads/:id" element={<LoadDetailPage />} />
        <Route path="/clientLoads/:id/print" element={<LoadSheetPage />} />
        {[LOCATIONS, DRIVERS, TRANSPORTERS].map((kind) => [
          <Route key={kind.path} path={kind.path} element={<DirectoryListPage kind={kind} />} />,
          <Route key={`${kind.path}/:id`} path={`${kind.path}/:id`} element={<DirectoryRecordPage kind={kind} />} />,
        ])}
        <Route path="/transportation/transport-list" element={<TransportListPage />} />
        <Route path="*" element={<UnknownLoadsPage />} />
      </Routes>
    </PageSuspense>
  );
}

function UnknownLoadsPage() {
  const { pathname } = useLocation();
  return (
    <Card role="alert">
      <CardHeader header={<Subtitle1 as="h2">This page is not available</Subtitle1>} />
      <Body1>
        Nothing in this installation of the portal serves {pathname}. <AppLink to="/clientLoads">Back to Client Loads</AppLink>
      </Body1>
    </Card>
  );
}
