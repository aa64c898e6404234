import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { alertError, alertSuccess, messageOf, useApi } from '@portal/web-kit';
import { useEffect, useState } from 'react';

export const FILE_UPLOADED = 'File Uploaded';

/** Upload File (document 3 §2.2, §7): a file with a note, sent as type 0. */
export function UploadFileDialog({ open, vehicleId, onClose, onUploaded }: { open: boolean; vehicleId: number; onClose(): void; onUploaded(): void }) {
  const api = useApi();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setFile(null);
      setNote('');
    }
  }, [open]);

  async function upload() {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    form.append('vehicleId', String(vehicleId));
    form.append('note', note);
    form.append('type', '0');
    setBusy(true);
    try {
      await api.request({ method: 'POST', path: `/api/vehicles/${vehicleId}/images`, body: form });
      alertSuccess(FILE_UPLOADED);
      onUploaded();
    } catch (error) {
      alertError(`Unable to upload file: ${messageOf(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Upload File</DialogTitle>
          <DialogContent>
            <Field label="File" required>
              <input type="file" aria-label="File" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </Field>
            <Field label="Note">
              <Input value={note} onChange={(_, data) => setNote(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button appearance="primary" disabled={!file || busy} onClick={() => void upload()}>
              {busy ? 'Uploading...' : 'Upload'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
