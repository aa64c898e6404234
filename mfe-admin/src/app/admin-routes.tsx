import { Body1, Card, CardHeader, Subtitle1 } from '@fluentui/react-components';
import { lazyComponent, PageSuspense } from '@portal/web-kit';
import { Route, Routes, useLocation } from 'react-router';
import { AuctionEditPage, AuctionsListPage } from '../auctions/auctions.js';
import { ClientsListPage } from '../clients/clients-list-page.js';
import { OverridesListPage } from '../rack-rates/overrides-list-page.js';
import { RackRatesListPage } from '../rack-rates/rack-rates-list-page.js';
import { AppLink } from '../shared/app-link.js';
import { ApplicationTypeEditPage, ApplicationTypesListPage } from '../title-types/title-application-types.js';
import { TitleRackRatesListPage, TitleRackRateViewPage } from '../title-types/title-rack-rates.js';
import { TitleStatusEditPage, TitleStatusesListPage } from '../title-types/title-statuses.js';
import { UserEditPage, UsersListPage } from '../users/users.js';

// The heaviest screens (a client's tabs, a rack rate with its linked types, an override, the PDF
// field editor) are their own chunks, fetched when first opened; the lists come with the app.
const ClientDetailPage = lazyComponent(() => import('../clients/client-detail-page.js'), 'ClientDetailPage');
const OverrideEditPage = lazyComponent(() => import('../rack-rates/override-edit-page.js'), 'OverrideEditPage');
const RackRateEditPage = lazyComponent(() => import('../rack-rates/rack-rate-edit-page.js'), 'RackRateEditPage');
const PdfFormFieldsPage = lazyComponent(() => import('../pdf-form-fields/pdf-form-fields-page.js'), 'PdfFormFieldsPage');

/** The admin pages (document 3 §2.12); the shell mounts this app under /admin behind its admin guard. */
export function AdminRoutes() {
  return (
    <PageSuspense>
      <Routes>
        <Route path="/admin/clients" element={<ClientsListPage />} />
        <Route path="/admin/clients/:clientId" element={<ClientDetailPage />} />
        <Route path="/admin/rackRates" element={<RackRatesListPage />} />
        <Route path="/admin/rackRates/overrides" element={<OverridesListPage />} />
        <Route path="/admin/rackRates/overrides/:overrideId" element={<OverrideEditPage />} />
        <Route path="/admin/rackRates/:rackRateId" element={<RackRateEditPage />} />
        <Route path="/admin/titleStatusTypes" element={<TitleStatusesListPage />} />
        <Route path="/admin/titleStatusTypes/:id" element={<TitleStatusEditPage />} />
        <Route path="/admin/titleApplicationTypes" element={<ApplicationTypesListPage />} />
        <Route path="/admin/titleApplicationTypes/:id" element={<ApplicationTypeEditPage />} />
        <Route path="/admin/titleRackRates" element={<TitleRackRatesListPage />} />
        <Route path="/admin/titleRackRates/:id" element={<TitleRackRateViewPage />} />
        <Route path="/admin/users" element={<UsersListPage />} />
        <Route path="/admin/users/:id" element={<UserEditPage />} />
        <Route path="/admin/auctions" element={<AuctionsListPage />} />
        <Route path="/admin/auctions/:id" element={<AuctionEditPage />} />
        <Route path="/admin/pdfFormFields" element={<PdfFormFieldsPage />} />
        <Route path="*" element={<UnknownAdminPage />} />
      </Routes>
    </PageSuspense>
  );
}

function UnknownAdminPage() {
  const { pathname } = useLocation();
  return (
    <Card role="alert">
      <CardHeader header={<Subtitle1 as="h2">This page is not available</Subtitle1>} />
      <Body1>
        Nothing in this installation of the portal serves {pathname}. <AppLink to="/admin/clients">Back to Clients</AppLink>
      </Body1>
    </Card>
  );
}
