import {
  Badge,
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { signPhysicalInspection } from '@portal/contracts/call-routes';
import { PHOTO_TEXT } from '@portal/contracts/constants';
import { alertSuccess, call, messageOf, SignatureCanvas, useApi, type SignatureCanvasHandle } from '@portal/web-kit';
import { useCallback, useRef, useState } from 'react';

const useStyles = makeStyles({
  surface: { width: '100%', maxWidth: '720px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  label: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * The VIN Inspection button (document 3 §2.4): Signed or Unsigned as the vehicle's physical inspection
 * signature stands, opening the signature pad; a saved signature replaces an earlier one and is what
 * form 1 (physical inspection) prints.
 */
export function InspectionSignature({ vehicleid, signed, onSigned }: { vehicleid: number; signed: boolean; onSigned(): Promise<unknown> }) {
  const styles = useStyles();
  const api = useApi();
  const pad = useRef<SignatureCanvasHandle>(null);
  const [open, setOpen] = useState(false);
  const [empty, setEmpty] = useState(true);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onChange = useCallback((isEmpty: boolean) => setEmpty(isEmpty), []);

  async function save() {
    if (!pad.current || pad.current.isEmpty()) return;
    setSaving(true);
    setError(null);
    try {
      await call(api, signPhysicalInspection, { params: { id: String(vehicleid) }, body: { photo: pad.current.toDataUrl() } });
      await onSigned();
      setOpen(false);
      alertSuccess('Signature Saved');
    } catch (failure) {
      setError(`${PHOTO_TEXT.signatureFailed}: ${messageOf(failure)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        aria-label={`VIN Inspection: ${signed ? 'Signed' : 'Unsigned'}`}
      >
        <span className={styles.label}>
          VIN Inspection
          <Badge appearance="filled" color={signed ? 'success' : 'danger'}>
            {signed ? 'Signed' : 'Unsigned'}
          </Badge>
        </span>
      </Button>
      <Dialog open={open} onOpenChange={(_, data) => !data.open && !saving && setOpen(false)}>
        <DialogSurface className={styles.surface} aria-label="VIN Inspection signature">
          <DialogBody>
            <DialogTitle>VIN Inspection</DialogTitle>
            <DialogContent className={styles.content}>
              <Body1>
                {signed ? 'The physical inspection is signed; a new signature replaces it.' : 'Sign the physical inspection with a finger or a pen.'}
              </Body1>
              {open ? <SignatureCanvas handle={pad} onChange={onChange} /> : null}
              {error ? (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" disabled={empty || saving} onClick={() => void save()} icon={saving ? <Spinner size="tiny" /> : undefined}>
                Save Signature
              </Button>
              <Button disabled={empty || saving} onClick={() => pad.current?.clear()}>
                Clear
              </Button>
              <Button disabled={saving} onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
