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
  Subtitle2,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { PHOTO_TEXT } from '@portal/contracts/constants';
import { deleteVehicleImage, downloadVehicleImage, downloadVehicleImages } from '@portal/contracts/call-routes';
import {
  alertError,
  alertSuccess,
  call,
  callPath,
  downloadAuthorizedFile,
  formatStamp,
  isAdmin,
  messageOf,
  useApi,
  useAuthorizedFile,
  useInvalidate,
  useRefetchOn,
  useResourceList,
} from '@portal/web-kit';
import { useState } from 'react';
import type { Vehicle } from '../vehicle-shared/vehicle.js';

export const NO_IMAGES = 'No Images';
export const DELETE_IMAGE_QUESTION = PHOTO_TEXT.deleteImageQuestion;

export interface VehicleImage {
  pwimageid: number;
  vehicleid: number;
  imagename?: string | null;
  imagetype: number;
  docnote?: string | null;
  imageextension?: string | null;
  dateuploaded: string;
  deleted: number;
  type?: { id: number; name: string } | null;
  uploaded_by?: { name?: string | null } | null;
}

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, width: '180px', wordBreak: 'break-word' },
  thumb: { objectFit: 'contain', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
  large: { maxWidth: '100%', maxHeight: '70vh' },
});

/** A file upload is type 0: a document, shown smaller (document 3 §2.2). */
export function thumbSize(image: VehicleImage): number {
  return image.imagetype === 0 ? 50 : 100;
}

export function imagePath(image: VehicleImage, size?: 'thumb' | 'large'): string {
  return callPath(downloadVehicleImage, { id: image.vehicleid, imageId: image.pwimageid }, { size });
}

/** The vehicle's images and files, active or deleted, with view, delete and restore. */
export function VehicleImages({ vehicle, reloadToken, onChanged }: { vehicle: Vehicle; reloadToken: unknown; onChanged(): void }) {
  const styles = useStyles();
  const api = useApi();
  const [deleted, setDeleted] = useState(false);
  // Deleting and restoring images is staff work; client users see their images only.
  const staff = isAdmin();
  const [downloading, setDownloading] = useState(false);
  const invalidate = useInvalidate();
  const list = useResourceList<VehicleImage>('vehicle_images', {
    per_page: 1000,
    filters: [
      { field: 'vehicleid', op: 'eq', value: String(vehicle.vehicleid) },
      { field: 'deleted', op: 'eq', value: deleted ? '1' : '0' },
    ],
    with: ['type', 'uploaded_by'],
  });
  useRefetchOn(reloadToken, list.refetch);
  const state = { images: (list.errorText ? undefined : list.data?.data) ?? [], loading: list.fetching, error: list.errorText };
  const [confirm, setConfirm] = useState<VehicleImage | null>(null);
  const [viewing, setViewing] = useState<VehicleImage | null>(null);

  async function remove(image: VehicleImage) {
    try {
      await call(api, deleteVehicleImage, { params: { id: String(image.pwimageid) } });
      alertSuccess('Image deleted');
      setConfirm(null);
      await invalidate('vehicle_images');
      onChanged();
    } catch (error) {
      alertError(`Unable to delete image: ${messageOf(error)}`);
    }
  }

  async function restore(image: VehicleImage) {
    try {
      await api.updateResource('vehicle_images', image.pwimageid, { deleted: 0 });
      alertSuccess('Image restored');
      await invalidate('vehicle_images');
      onChanged();
    } catch (error) {
      alertError(`Unable to restore image: ${messageOf(error)}`);
    }
  }

  async function downloadAll() {
    setDownloading(true);
    try {
      await downloadAuthorizedFile(callPath(downloadVehicleImages, { id: vehicle.vehicleid }), `${vehicle.vehiclevin}-images.zip`);
    } catch (error) {
      alertError(`Unable to download the files: ${messageOf(error)}`);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className={styles.box} aria-label="Images">
      <Subtitle2 as="h3">{deleted ? 'Deleted Images' : 'Images'}</Subtitle2>
      <Switch label="Show deleted images" checked={deleted} onChange={(_, data) => setDeleted(data.checked)} />
      {!deleted && state.images.length > 0 ? (
        <Button disabled={downloading} onClick={() => void downloadAll()}>
          {downloading ? 'Preparing download...' : 'Download All'}
        </Button>
      ) : null}
      {state.loading ? <Spinner size="tiny" label="Loading images..." /> : null}
      {state.error ? (
        <Body1 role="alert">
          {state.error} <Button onClick={() => void list.refetch()}>Retry</Button>
        </Body1>
      ) : null}
      {!state.loading && !state.error && state.images.length === 0 ? <Body1>{NO_IMAGES}</Body1> : null}
      <div className={styles.grid}>
        {state.images.map((image) => (
          <div key={image.pwimageid} className={styles.card} data-testid="vehicle-image">
            <Thumbnail image={image} onOpen={() => setViewing(image)} />
            <Body1>{image.type?.name ?? (image.imagetype === 0 ? 'Document' : `Type ${image.imagetype}`)}</Body1>
            {image.docnote ? <Body1>{image.docnote}</Body1> : null}
            <Body1>
              {formatStamp(image.dateuploaded)}
              {image.uploaded_by?.name ? ` · ${image.uploaded_by.name}` : ''}
            </Body1>
            {!staff ? null : deleted ? (
              <Button size="small" onClick={() => void restore(image)}>
                Restore
              </Button>
            ) : (
              <Button size="small" onClick={() => setConfirm(image)}>
                Delete
              </Button>
            )}
          </div>
        ))}
      </div>
      <DeleteImageDialog image={confirm} onClose={() => setConfirm(null)} onDelete={(image) => void remove(image)} />
      <ImageDialog image={viewing} title={viewing?.imagename ?? 'Image'} onClose={() => setViewing(null)} />
    </section>
  );
}

/** The question of document 3 §5 before an image is deleted. */
export function DeleteImageDialog({ image, onClose, onDelete }: { image: VehicleImage | null; onClose(): void; onDelete(image: VehicleImage): void }) {
  return (
    <Dialog open={image !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Delete Image</DialogTitle>
          <DialogContent>{DELETE_IMAGE_QUESTION}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>No</Button>
            <Button appearance="primary" onClick={() => image && onDelete(image)}>
              Yes, delete
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** An image opened large from its thumbnail. */
export function ImageDialog({ image, title, onClose }: { image: VehicleImage | null; title: string; onClose(): void }) {
  return (
    <Dialog open={image !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{image ? <LargeImage image={image} /> : null}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export function Thumbnail({ image, onOpen }: { image: VehicleImage; onOpen(): void }) {
  const styles = useStyles();
  const file = useAuthorizedFile(imagePath(image, 'thumb'));
  const size = thumbSize(image);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Open ${image.imagename ?? 'image'}`}
      style={{ border: 'none', padding: 0, background: 'none', cursor: 'pointer', width: size, height: size }}
    >
      {file.status === 'loaded' ? (
        <img src={file.url} alt={image.imagename ?? 'vehicle image'} width={size} height={size} className={styles.thumb} />
      ) : file.status === 'loading' ? (
        <Spinner size="tiny" />
      ) : (
        <Body1>{image.imageextension?.toUpperCase() ?? 'FILE'}</Body1>
      )}
    </button>
  );
}

function LargeImage({ image }: { image: VehicleImage }) {
  const styles = useStyles();
  const file = useAuthorizedFile(imagePath(image, 'large'));
  if (file.status === 'loading') return <Spinner label="Loading..." />;
  if (file.status === 'error') return <Body1 role="alert">Unable to load the file</Body1>;
  const picture = !image.imageextension || ['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic'].includes(image.imageextension.toLowerCase());
  return picture ? (
    <img src={file.url} alt={image.imagename ?? 'vehicle image'} className={styles.large} />
  ) : (
    <a href={file.url} download={image.imagename ?? 'file'}>
      Download {image.imagename ?? 'file'}
    </a>
  );
}
