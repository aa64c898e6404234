import { Body1, Card, CardHeader, Subtitle1 } from '@fluentui/react-components';
import { Route, Routes, useLocation } from 'react-router';
import { AddVehiclePage } from '../vehicle-new/add-vehicle-page.js';
import { ConformancePage } from '../vehicle-conformance/conformance-page.js';
import { VehicleDetailPage } from '../vehicle-detail/vehicle-detail-page.js';
import { VehicleIvrPage } from '../vehicle-ivr/vehicle-ivr-page.js';
import { VehicleNotesPage } from '../vehicle-notes/vehicle-notes-page.js';
import { VehicleListPage } from '../vehicle-list/vehicle-list-page.js';
import { AppLink } from '../vehicle-shared/vehicle-link.js';

/** This app's pages; the shell mounts it under /vehicles and /vehicle_notes. */
export function VehiclesRoutes() {
  return (
    <Routes>
      <Route path="/vehicles" element={<VehicleListPage />} />
      <Route path="/vehicles/new" element={<AddVehiclePage />} />
      <Route path="/vehicles/:vehicleId" element={<VehicleDetailPage />} />
      <Route path="/vehicles/:vehicleId/conformance" element={<ConformancePage />} />
      <Route path="/vehicles/:vehicleId/vehicleIVR" element={<VehicleIvrPage />} />
      <Route path="/vehicle_notes/:type" element={<VehicleNotesPage />} />
      <Route path="*" element={<UnknownVehiclePage />} />
    </Routes>
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
