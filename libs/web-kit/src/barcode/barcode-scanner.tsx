import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { PHOTO_TEXT, vinFromScan } from '@portal/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { iosWithoutSafari, loadBarcodeReader, type BarcodeReader, type ScanControls } from './barcode-reader.js';

const useStyles = makeStyles({
  surface: { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', borderRadius: 0, padding: tokens.spacingHorizontalM },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  video: { width: '100%', maxHeight: '60dvh', objectFit: 'cover', backgroundColor: tokens.colorNeutralBackgroundInverted },
  warning: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The VIN scanner (document 3 §2.4, §2.9): a full-screen dialog reading the camera, with a picture of
 * the barcode as the way in when there is no camera (or it is refused). The text read is cut at its
 * first comma with i and I removed (`vinFromScan`) before `onScan` gets it.
 */
export function BarcodeScanner({ open, onScan, onClose }: { open: boolean; onScan(vin: string): void; onClose(): void }) {
  const styles = useStyles();
  const video = useRef<HTMLVideoElement>(null);
  const reader = useRef<BarcodeReader | null>(null);
  const [state, setState] = useState<'starting' | 'scanning' | 'no-camera'>('starting');
  const [message, setMessage] = useState<string | null>(null);
  const ios = typeof navigator !== 'undefined' && iosWithoutSafari(navigator.userAgent);

  useEffect(() => {
    if (!open) return;
    let controls: ScanControls | null = null;
    let stopped = false;
    setState('starting');
    setMessage(null);
    void (async () => {
      try {
        reader.current ??= await loadBarcodeReader();
        if (stopped || !video.current || !navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        controls = await reader.current.fromCamera(video.current, (text) => {
          controls?.stop();
          onScan(vinFromScan(text));
        });
        if (stopped) controls.stop();
        else setState('scanning');
      } catch {
        // No camera, or the person refused it: the picture input below still reads a barcode.
        if (!stopped) setState('no-camera');
      }
    })();
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [open, onScan]);

  async function readPicture(file: File | undefined) {
    if (!file) return;
    const url = URL.createObjectURL(file);
    try {
      reader.current ??= await loadBarcodeReader();
      const text = await reader.current.fromImage(url);
      if (text === null) setMessage('No barcode was found in this picture');
      else onScan(vinFromScan(text));
    } catch {
      setMessage('This picture could not be read');
    } finally {
      URL.revokeObjectURL(url);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label="VIN scanner">
        <DialogBody>
          <DialogTitle>Scan VIN</DialogTitle>
          <DialogContent className={styles.content}>
            {ios ? <Body1 className={styles.warning}>{PHOTO_TEXT.iosNeedsSafari}</Body1> : null}
            <video ref={video} className={styles.video} muted playsInline aria-label="Camera" hidden={state === 'no-camera'} />
            {state === 'starting' ? <Spinner size="tiny" label="Starting the camera..." /> : null}
            {state === 'no-camera' ? <Body1>No camera is available: choose a picture of the barcode instead.</Body1> : null}
            <label>
              <Body1>Read a picture of the barcode </Body1>
              <input type="file" accept="image/*" aria-label="Barcode picture" onChange={(event) => void readPicture(event.target.files?.[0])} />
            </label>
            {message ? (
              <Body1 role="alert" className={styles.warning}>
                {message}
              </Body1>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
