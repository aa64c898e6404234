import { Body1, Button, Dialog, DialogBody, DialogSurface, DialogTitle, makeStyles, Spinner, Switch, tokens } from '@fluentui/react-components';
import type { AirbagChoice } from '@portal/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import type { PhotoType } from './photo-card.js';
import { nextRapidIndex, rapidPhotoName, rapidStep } from './rapid-photo-rules.js';

const useStyles = makeStyles({
  surface: {
    width: '100vw',
    maxWidth: '100vw',
    height: '100dvh',
    maxHeight: '100dvh',
    borderRadius: 0,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  title: { color: tokens.colorNeutralForegroundInverted },
  video: { width: '100%', flexGrow: 1, minHeight: 0, objectFit: 'contain', backgroundColor: '#000000' },
  mirrored: { transform: 'scaleX(-1)' },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  text: { color: tokens.colorNeutralForegroundInverted },
  warning: { color: tokens.colorPaletteRedBorderActive },
  shutter: { minWidth: '96px', minHeight: '48px' },
});

/** JPEG quality of a shot: a phone's photo of a label or a dashboard stays readable at a fraction of the size. */
const JPEG_QUALITY = 0.9;

type CameraState = { state: 'starting' } | { state: 'ready' } | { state: 'failed'; message: string };

/**
 * Rapid Photos (document 3 §2.4): a full-screen camera (the rear one where there is a choice) that
 * takes one photo per photo type in the cards' order. Each shot is a JPEG uploaded as the current type
 * through the cards' own upload, with the position, while the camera moves on to the next type. Mirror
 * flips the preview only, for cameras that show the scene reversed; the photo is kept as the camera
 * sees it, so a VIN or a label reads the right way round.
 */
export function RapidPhotos({
  types,
  airbag,
  onUpload,
}: {
  types: readonly PhotoType[];
  airbag: AirbagChoice | undefined;
  onUpload(type: PhotoType, file: File): Promise<boolean>;
}) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [mirror, setMirror] = useState(false);
  const [camera, setCamera] = useState<CameraState>({ state: 'starting' });
  const [pending, setPending] = useState(0);
  const [failed, setFailed] = useState<string[]>([]);
  // Numbers the shots' file names; a ref, so quick shots in a row never share a number.
  const shots = useRef(0);
  const video = useRef<HTMLVideoElement>(null);
  const step = rapidStep(types, index, airbag);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let gone = false;
    setCamera({ state: 'starting' });
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser gives no camera to web pages');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } }, audio: false });
        if (gone || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        if (!gone) setCamera({ state: 'ready' });
      } catch (error) {
        if (!gone) setCamera({ state: 'failed', message: `Camera not available: ${error instanceof Error ? error.message : String(error)}` });
      }
    })();
    // Closing lets the camera go, so the phone's camera light goes off with the dialog.
    return () => {
      gone = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open]);

  function start() {
    // Every time it opens after a finished round, the round starts again from the first type.
    if (index >= types.length) setIndex(0);
    setFailed([]);
    setOpen(true);
  }

  async function shoot() {
    const type = step.current;
    const view = video.current;
    if (!type || step.blocked || !view || !view.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = view.videoWidth;
    canvas.height = view.videoHeight;
    canvas.getContext('2d')?.drawImage(view, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) {
      setFailed((all) => [...all, type.name]);
      return;
    }
    const shot = ++shots.current;
    setIndex((at) => nextRapidIndex(types.length, at));
    setPending((n) => n + 1);
    const uploaded = await onUpload(type, new File([blob], rapidPhotoName(type, shot), { type: 'image/jpeg' }));
    setPending((n) => n - 1);
    if (!uploaded) setFailed((all) => [...all, type.name]);
  }

  return (
    <>
      <Button onClick={start} disabled={types.length === 0}>
        Rapid Photos
      </Button>
      <Dialog open={open} onOpenChange={(_, data) => !data.open && setOpen(false)}>
        <DialogSurface className={styles.surface} aria-label="Rapid Photos">
          <DialogBody className={styles.body}>
            <DialogTitle className={styles.title}>Rapid Photos</DialogTitle>
            <video
              ref={video}
              className={mirror ? `${styles.video} ${styles.mirrored}` : styles.video}
              muted
              playsInline
              aria-label="Camera"
              hidden={camera.state === 'failed'}
            />
            {camera.state === 'starting' ? <Spinner size="tiny" label="Starting the camera..." /> : null}
            {camera.state === 'failed' ? (
              <Body1 role="alert" className={styles.warning}>
                {camera.message}
              </Body1>
            ) : null}
            <div className={styles.bar} aria-live="polite">
              {step.current ? (
                <Body1 className={styles.text} data-testid="rapid-current">
                  Photo {step.position} of {step.total}: <strong>{step.current.name}</strong>
                  {step.following ? ` · Next: ${step.following.name}` : ' · Last photo type'}
                </Body1>
              ) : (
                <Body1 className={styles.text} data-testid="rapid-current">
                  Every photo type has had its photo.
                </Body1>
              )}
              {pending > 0 ? <Spinner size="tiny" label={<span className={styles.text}>Uploading {pending}...</span>} /> : null}
            </div>
            {step.blocked ? <Body1 className={styles.warning}>{step.blocked}</Body1> : null}
            {failed.length ? (
              <Body1 role="alert" className={styles.warning}>
                Not uploaded: {failed.join(', ')}
              </Body1>
            ) : null}
            <div className={styles.bar}>
              <Button
                appearance="primary"
                className={styles.shutter}
                disabled={camera.state !== 'ready' || !step.current || !!step.blocked}
                onClick={() => void shoot()}
              >
                Take Photo
              </Button>
              <Button disabled={!step.current} onClick={() => setIndex((at) => nextRapidIndex(types.length, at))}>
                Skip
              </Button>
              <Switch checked={mirror} onChange={(_, data) => setMirror(data.checked)} label={<span className={styles.text}>Mirror</span>} />
              <Button onClick={() => setOpen(false)}>Close</Button>
            </div>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
