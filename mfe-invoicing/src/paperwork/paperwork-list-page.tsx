import { PAPERWORK_BATCHES_PAGE_SIZE, PAPERWORK_TEXT } from '@portal/contracts/constants';
import {
  AppLink,
  businessToday,
  formatUsDate,
  getWebUser,
  isAdmin,
  PageFrame,
  ResourceTable,
  useApi,
  useSession,
  type Column,
  type FilterDef,
} from '@portal/web-kit';
import { CreateAndOpenButton } from '../shared/create-and-open-button.js';
import type { PaperworkBatch } from '../shared/types.js';

const FILTERS: FilterDef[] = [
  { kind: 'text', key: 'batch', label: 'Batch #', field: 'printtitledocsid', op: 'eq' },
  { kind: 'text', key: 'user', label: 'User', field: 'user.name' },
  { kind: 'dateRange', key: 'date', label: 'Start Date / End Date', field: 'printtitledocsdate' },
];

const COLUMNS: Column<PaperworkBatch>[] = [
  {
    key: 'id',
    header: 'Batch #',
    value: (b) => b.printtitledocsid,
    render: (b) => <AppLink to={`/paperworkbatches/${b.printtitledocsid}`}>{b.printtitledocsid}</AppLink>,
    sortField: 'printtitledocsid',
  },
  { key: 'date', header: 'Date', value: (b) => formatUsDate(b.printtitledocsdate), sortField: 'printtitledocsdate' },
  { key: 'user', header: 'User', value: (b) => b.user?.name ?? '' },
  { key: 'count', header: '# Vehicles', value: (b) => b.vehicles_count ?? 0 },
];

/** /paperworkbatches (document 2 §2): newest first, 10 a page; staff's Create Paperwork Batch opens the new batch. */
export function PaperworkListPage() {
  const session = useSession();
  return (
    <PageFrame title="Paperwork Batches">
      <ResourceTable<PaperworkBatch>
        aria-label="Paperwork Batches"
        resource="paperwork_batches"
        columns={COLUMNS}
        filters={FILTERS}
        with={['user']}
        appends={['vehicles_count']}
        defaultOrder={{ field: 'printtitledocsid', direction: 'desc' }}
        pageSize={PAPERWORK_BATCHES_PAGE_SIZE}
        rowKey={(b) => b.printtitledocsid}
        actions={isAdmin(session ?? undefined) ? <CreatePaperworkButton /> : null}
      />
    </PageFrame>
  );
}

/** Create Paperwork Batch: dated today (Indianapolis), printed by the signed-in user; the batch opens. */
function CreatePaperworkButton() {
  const api = useApi();
  const create = async () => {
    const batch = await api.createResource<{ printtitledocsid: number }>('paperwork_batches', {
      printtitledocsdate: businessToday(),
      printtitledocspersonprinting: getWebUser()?.userid ?? null,
    });
    return `/paperworkbatches/${batch.printtitledocsid}`;
  };
  return <CreateAndOpenButton label={PAPERWORK_TEXT.CREATE} create={create} />;
}
