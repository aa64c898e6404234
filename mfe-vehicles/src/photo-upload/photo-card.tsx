import { Body1, Button, Card, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { IMAGE_TYPE, PHOTO_TEXT } from '@portal/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { DeleteImageDialog, ImageDialog, Thumbnail, type VehicleImage } from '../vehicle-images/vehicle-images.js';

export interface PhotoType {
  id: number;
  name: string;
  display_order?: number | null;
}

type CardImage = VehicleImage & { mightHasKm?: boolean };

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  thumbs: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  thumb: { width: '100px', height: '100px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  warning: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * One photo type's card (document 3 §2.4): its photos as thumbnails that open the large image, Take
 * Photo (the rear camera, `capture=environment`) or Upload (any picture), and Delete with the question
 * of document 3 §5. While uploading, the chosen picture shows; a failed upload clears it.
 */
export function PhotoCard({
  type,
  images,
  blocked,
  onUpload,
  onDelete,
}: {
  type: PhotoType;
  images: CardImage[];
  blocked: string | null;
  onUpload(file: File): Promise<boolean>;
  onDelete(image: VehicleImage): Promise<void>;
}) {
  const styles = useStyles();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<VehicleImage | null>(null);
  const [viewing, setViewing] = useState<VehicleImage | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function chosen(input: HTMLInputElement | null) {
    const file = input?.files?.[0];
    if (!input || !file) return;
    setPreview(URL.createObjectURL(file));
    await onUpload(file);
    // Uploaded: the card lists it with the others. Refused: the preview goes, as document 3 §8 says.
    setPreview(null);
    input.value = '';
  }

  const odometerInKm = type.id === IMAGE_TYPE.ODOMETER && images.some((image) => image.mightHasKm);
  return (
    <Card className={styles.card} aria-label={type.name} data-testid="photo-card">
      <Subtitle2 as="h2">{type.name}</Subtitle2>
      {odometerInKm ? <Body1 className={styles.warning}>{PHOTO_TEXT.odoMightBeKm}</Body1> : null}
      <div className={styles.thumbs}>
        {images.map((image) => (
          <div key={image.pwimageid}>
            <Thumbnail image={image} onOpen={() => setViewing(image)} />
            <Button size="small" onClick={() => setConfirm(image)} aria-label={`Delete ${type.name} photo`}>
              Delete
            </Button>
          </div>
        ))}
        {preview ? (
          <div>
            <img src={preview} alt="Uploading" className={styles.thumb} />
            <Spinner size="tiny" label="Uploading..." />
          </div>
        ) : null}
      </div>
      {blocked ? <Body1 className={styles.warning}>{blocked}</Body1> : null}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!!blocked || !!preview} onClick={() => camera.current?.click()}>
          Take Photo
        </Button>
        <Button disabled={!!blocked || !!preview} onClick={() => picker.current?.click()}>
          Upload
        </Button>
      </div>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        disabled={!!blocked}
        aria-label={`Take ${type.name} photo`}
        onChange={(event) => void chosen(event.currentTarget)}
      />
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        disabled={!!blocked}
        aria-label={`Upload ${type.name} photo`}
        onChange={(event) => void chosen(event.currentTarget)}
      />
      <DeleteImageDialog
        image={confirm}
        onClose={() => setConfirm(null)}
        onDelete={(image) => {
          setConfirm(null);
          void onDelete(image);
        }}
      />
      <ImageDialog image={viewing} title={type.name} onClose={() => setViewing(null)} />
    </Card>
  );
}
