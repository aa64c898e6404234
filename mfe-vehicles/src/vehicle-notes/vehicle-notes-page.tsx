import { Button, Title3 } from '@fluentui/react-components';
import {
  alertError,
  alertSuccess,
  announceResourceChange,
  formatStamp,
  isAdmin,
  messageOf,
  ResourceTable,
  useApi,
  useSession,
  type Column,
  type Filter,
} from '@portal/web-kit';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../vehicle-shared/vehicle-link.js';

export interface NoteRow {
  noteid: number;
  notedate: string;
  note: string;
  roleid: number | null;
  complete: boolean;
  vehicleid: number;
  user?: { name?: string | null } | null;
  vehicle?: { vehicleid: number; vehiclevin: string; clientid: number | null; client?: { clientid: number; clientname: string } | null } | null;
}

/** 'incomplete' lists role-1 notes nobody completed yet; any other type lists every note (document 3 §2.5). */
export function notesView(type: string): { title: string; filters: Filter[] } {
  if (type === 'incomplete') {
    return {
      title: 'Incomplete Notes',
      filters: [
        { field: 'roleid', op: 'eq', value: '1' },
        { field: 'complete', op: 'eq', value: 'false' },
      ],
    };
  }
  return { title: 'Vehicle Notes', filters: [] };
}

/** /vehicle_notes/{type}. */
export function VehicleNotesPage() {
  const { type = '' } = useParams();
  const api = useApi();
  const staff = isAdmin(useSession());
  const [reloadToken, setReloadToken] = useState(0);
  const view = notesView(type);

  async function markComplete(note: NoteRow) {
    try {
      await api.updateResource('vehicle_notes', note.noteid, { complete: true });
      // The shell's Notes Queue count reads the server again.
      announceResourceChange('vehicle_notes');
      alertSuccess('Note marked complete');
      setReloadToken((n) => n + 1);
    } catch (error) {
      alertError(`Unable to mark the note complete: ${messageOf(error)}`);
    }
  }

  const columns: Column<NoteRow>[] = [
    { key: 'date', header: 'Date', value: (n) => formatStamp(n.notedate), sortField: 'notedate' },
    {
      key: 'vin',
      header: 'VIN',
      value: (n) => n.vehicle?.vehiclevin ?? '',
      render: (n) => <AppLink to={`/vehicles/${n.vehicleid}`}>{n.vehicle?.vehiclevin ?? n.vehicleid}</AppLink>,
    },
    {
      key: 'client',
      header: 'Client',
      value: (n) => n.vehicle?.client?.clientname ?? '',
      // Client pages belong to the admin area: staff follow the link, others read the name.
      render: (n) =>
        staff && n.vehicle?.clientid ? (
          <AppLink to={`/admin/clients/${n.vehicle.clientid}`}>{n.vehicle.client?.clientname ?? n.vehicle.clientid}</AppLink>
        ) : (
          (n.vehicle?.client?.clientname ?? '')
        ),
    },
    { key: 'user', header: 'User', value: (n) => n.user?.name ?? '' },
    { key: 'note', header: 'Note', value: (n) => n.note },
  ];
  if (type === 'incomplete' && staff) {
    columns.push({
      key: 'complete',
      header: '',
      csv: false,
      render: (n) => (
        <Button size="small" onClick={() => void markComplete(n)}>
          Mark Complete
        </Button>
      ),
    });
  }

  return (
    <section>
      <Title3 as="h2">{view.title}</Title3>
      <ResourceTable<NoteRow>
        key={type}
        resource="vehicle_notes"
        columns={columns}
        fixedFilters={view.filters}
        with={['vehicle', 'user']}
        defaultOrder={{ field: 'notedate', direction: 'desc' }}
        rowKey={(n) => n.noteid}
        reloadToken={reloadToken}
        aria-label={view.title}
      />
    </section>
  );
}
