import {
  Body1,
  Button,
  Field,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { alertError, alertSuccess, formatStamp, saveFailureText, useApi, useInvalidate, useResourceList } from '@portal/web-kit';
import { useState } from 'react';

interface ClientNote {
  id: number;
  notes: string;
  contactdate: string;
  user?: { name?: string | null; username?: string } | null;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
  text: { whiteSpace: 'pre-wrap' },
});

/** Notes tab: the client's notes (text, contact date, author), newest first, and adding one. */
export function ClientNotesTab({ clientid }: { clientid: string }) {
  const styles = useStyles();
  const api = useApi();
  const invalidate = useInvalidate();
  const read = useResourceList<ClientNote>('client_notes', {
    per_page: 1000,
    filters: [{ field: 'clientid', op: 'eq', value: clientid }],
    with: ['user'],
    order_by: [{ field: 'contactdate', direction: 'desc' }],
  });
  const notes = read.errorText ? undefined : read.data?.data;
  const error = read.errorText;
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);

  const add = async () => {
    // A note is saved only if non-empty (document 1 §5); the service refuses a blank one too.
    if (draft.trim() === '') {
      alertError('A note needs some text before it can be saved');
      return;
    }
    setSaving(true);
    try {
      await api.createResource('client_notes', { clientid: Number(clientid), notes: draft });
      setDraft('');
      alertSuccess('Note Added');
      void invalidate('client_notes');
    } catch (failure) {
      alertError(saveFailureText(failure, [{ name: 'notes', label: 'New Note' }]));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.add}>
        <Field label="New Note" className={styles.grow}>
          <Textarea value={draft} onChange={(_, d) => setDraft(d.value)} resize="vertical" />
        </Field>
        <Button appearance="primary" disabled={saving} onClick={() => void add()}>
          Add Note
        </Button>
      </div>
      {error && <Body1 role="alert">{error}</Body1>}
      {!notes && !error && <Spinner size="tiny" label="Loading notes…" />}
      {notes && notes.length === 0 && <Body1>No notes yet.</Body1>}
      {notes && notes.length > 0 && (
        <Table aria-label="Client notes" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Contact Date</TableHeaderCell>
              <TableHeaderCell>Author</TableHeaderCell>
              <TableHeaderCell>Note</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {notes.map((note) => (
              <TableRow key={note.id}>
                <TableCell>{formatStamp(note.contactdate)}</TableCell>
                <TableCell>{note.user?.name || note.user?.username || ''}</TableCell>
                <TableCell className={styles.text}>{note.notes}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
