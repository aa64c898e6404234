import { RecordEditPage, ResourceTable, useChoices, useRecordForm, useSession, type Column } from '@portal/web-kit';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { AddButton } from '../shared/add-button.js';
import { AppLink, PageFrame } from '@portal/web-kit';
import { clientField, clientFilter, clientName, ownClientFilter } from '../shared/client-choice.js';
import { createdColumn, type DirectoryKind } from './directory-kinds.js';

type Row = Record<string, unknown> & { id: number };

/** /clientLocations, /clientDrivers, /clientTransporters (document 2 §2). */
export function DirectoryListPage({ kind }: { kind: DirectoryKind }) {
  const session = useSession();
  const columns = useMemo<Column<Row>[]>(
    () => [
      { key: 'client', header: 'Client Name', value: clientName, csv: 'client.clientname' },
      ...kind.columns.map((c) => ({
        key: c.key,
        header: c.header,
        value: c.value,
        sortField: c.sortField,
        csv: false as const,
        render: c.link ? (row: Row) => <AppLink to={`${kind.path}/${row.id}`}>{c.value(row) || '(none)'}</AppLink> : undefined,
      })),
      { ...createdColumn, sortField: 'created_at', csv: { field: 'created_at', format: 'usDate' } },
    ],
    [kind],
  );
  return (
    <PageFrame title={kind.title}>
      <ResourceTable<Row>
        aria-label={kind.title}
        resource={kind.resource}
        columns={columns}
        filters={[...kind.filters, ...clientFilter(session)]}
        fixedFilters={ownClientFilter(session)}
        with={['client']}
        rowKey={(row) => row.id}
        actions={<AddButton label={kind.addLabel} resource={kind.resource} path={kind.path} />}
      />
    </PageFrame>
  );
}

/** /clientLocations/{id} and the others: the record's fields and Save Changes. */
export function DirectoryRecordPage({ kind }: { kind: DirectoryKind }) {
  const { id = '' } = useParams();
  const session = useSession();
  const sections = useMemo(() => [{ title: 'Details', fields: [clientField(session), ...kind.fields] }], [kind, session]);
  const fields = sections.flatMap((s) => s.fields);
  const form = useRecordForm({ resource: kind.resource, id, fields, with: ['client'], savedText: kind.savedText });
  const choices = useChoices(fields);
  return (
    <RecordEditPage
      title={`${kind.heading} #${id}`}
      backTo={{ href: kind.path, label: kind.allLabel }}
      form={form}
      sections={sections}
      choices={choices.options}
      notFoundText={kind.notFound}
    />
  );
}
