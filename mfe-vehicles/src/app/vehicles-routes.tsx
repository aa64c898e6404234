import { Body1, Card, CardHeader, Subtitle1 } from '@fluentui/react-components';
import { lazyComponent, PageSuspense } from '@portal/web-kit';
import { Route, Routes, useLocation } from 'react-router';
import { VehicleListPage } from '../vehicle-list/vehicle-list-page.js';
import { AppLink } from '../vehicle-shared/vehicle-link.js';

// The list comes with the app, being where people start; every other page is its own chunk,
// fetched when first opened (the vehicle page, with its tabs, editor and dialogs, is the heaviest).
const AddVehiclePage = lazyComponent(() => import('../vehicle-new/add-vehicle-page.js'), 'AddVehiclePage');
const ConformancePage = lazyComponent(() => import('../vehicle-conformance/conformance-page.js'), 'ConformancePage');
const VehicleDetailPage = lazyComponent(() => import('../vehicle-detail/vehicle-detail-page.js'), 'VehicleDetailPage');
const VehicleIvrPage = lazyComponent(() => import('../vehicle-ivr/vehicle-ivr-page.js'), 'VehicleIvrPage');
const VehicleNotesPage = lazyComponent(() => import('../vehicle-notes/vehicle-notes-page.js'), 'VehicleNotesPage');
const MassUpdatePage = lazyComponent(() => import('../mass-update/mass-update-page.js'), 'MassUpdatePage');
const VehicleImportPage = lazyComponent(() => import('../vehicle-import/vehicle-import-page.js'), 'VehicleImportPage');
const GstReportPage = lazyComponent(() => import('../gst-report/gst-report-page.js'), 'GstReportPage');
const BondReleasePage = lazyComponent(() => import('../bond-releases/bond-release-page.js'), 'BondReleasePage');
const PhotoSearchPage = lazyComponent(() => import('../photo-upload/photo-search-page.js'), 'PhotoSearchPage');
const PhotoUploadPage = lazyComponent(() => import('../photo-upload/photo-upload-page.js'), 'PhotoUploadPage');
const AuctionReconciliationPage = lazyComponent(() => import('../auction-reconciliation/auction-reconciliation-page.js'), 'AuctionReconciliationPage');

/** This app's pages; the shell mounts it under its prefixes of the registry (vehicles, notes, photo upload, the mass tools). */
export function VehiclesRoutes() {
  return (
    <PageSuspense>
      <Routes>
        <Route path="/vehicles" element={<VehicleListPage />} />
        <Route path="/vehicles/new" element={<AddVehiclePage />} />
        <Route path="/vehicles/:vehicleId" element={<VehicleDetailPage />} />
        <Route path="/vehicles/:vehicleId/conformance" element={<ConformancePage />} />
        <Route path="/vehicles/:vehicleId/vehicleIVR" element={<VehicleIvrPage />} />
        <Route path="/vehicle_notes/:type" element={<VehicleNotesPage />} />
        <Route path="/photoupload" element={<PhotoSearchPage />} />
        <Route path="/photoupload/:vehicleId" element={<PhotoUploadPage />} />
        {/* The original's third photo screen for one vehicle: the same page. */}
        <Route path="/photoupload3/:vehicleId" element={<PhotoUploadPage />} />
        {/* The clients' menu entry (Scanner/Photos): the same search, whichever scanner library the original used. */}
        <Route path="/photouploaddynamsoft" element={<PhotoSearchPage />} />
        <Route path="/management/massUpdate" element={<MassUpdatePage />} />
        <Route path="/management/vehicleFileUpload" element={<VehicleImportPage />} />
        <Route path="/management/autoims" element={<AuctionReconciliationPage />} />
        <Route path="/management/gst-report" element={<GstReportPage />} />
        <Route path="/management/massUpdateBondReleases" element={<BondReleasePage />} />
        <Route path="*" element={<UnknownVehiclePage />} />
      </Routes>
    </PageSuspense>
  );
}

function UnknownVehiclePage() {
  const { pathname } = useLocation();
  return (
    <Card role="alert">
      <CardHeader header={<Subtitle1 as="h2">This page is not available</Subtitle1>} />
      <Body1>
        Nothing in this installation of the portal serves {pathname}. <AppLink to="/vehicles">Back to Assignments Rec&apos;d</AppLink>
      </Body1>
    </Card>
  );
}
