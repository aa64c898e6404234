import { Body1, Button, Card, makeStyles, Spinner, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { PHOTO_TEXT } from '@portal/contracts/constants';
import { lookupExitPhoto, uploadExitPhoto } from '@portal/contracts/call-routes';
import { alertError, ApiError, callPath, messageOf, useApi, VinSearchBar } from '@portal/web-kit';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { exitPhotoForm, exitSearchDisabled, exitSearchProblem, typedVin } from './exit-photo-rules.js';

/** All the lookup reveals (document 3 §2.9). */
interface Found {
  vin: string;
  modelyear: number | null;
  make: string | null;
  model: string | null;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  thumb: { width: '200px', maxWidth: '100%', borderRadius: tokens.borderRadiusMedium },
});

/**
 * /exitPhoto/{riLocation} (public; document 3 §2.9): scan or type a VIN, see the vehicle it names, and
 * take its exit photo; once uploaded, the photo's thumbnail takes the button's place.
 */
export function ExitPhotoPage() {
  const styles = useStyles();
  const api = useApi();
  const { riLocation = '' } = useParams();
  const camera = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [thumb, setThumb] = useState<string | null>(null);

  const search = useCallback(
    async (input: string) => {
      const problem = exitSearchProblem(input);
      if (problem) {
        alertError(problem);
        return;
      }
      setLoading(true);
      setFound(null);
      setInvalid(false);
      setThumb(null);
      try {
        const path = callPath(lookupExitPhoto, { vin: typedVin(input) });
        setFound(await api.request<Found>({ method: 'GET', path, auth: false }));
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 422)) setInvalid(true);
        else alertError(messageOf(error));
      } finally {
        setLoading(false);
      }
    },
    [api],
  );

  async function upload(file: File | undefined) {
    if (!file || !found) return;
    setUploading(true);
    try {
      const path = callPath(uploadExitPhoto, { vin: found.vin });
      const answer = await api.request<{ cloud_url_thumb: string }>({
        method: 'POST',
        path,
        body: exitPhotoForm(file, found.vin, riLocation, file.name),
        auth: false,
      });
      setThumb(answer.cloud_url_thumb);
    } catch {
      // Upload errors are silent on this screen (document 3 §8): the button stays for another try.
    } finally {
      setUploading(false);
      if (camera.current) camera.current.value = '';
    }
  }

  return (
    <section className={styles.page} aria-label="Exit Photo">
      <Title2 as="h1">Exit Photo</Title2>
      <Body1>{riLocation}</Body1>
      <VinSearchBar label="VIN" value={text} onChange={setText} onSearch={(typed) => void search(typed)} searchDisabled={exitSearchDisabled(text, loading)} />
      {loading ? <Spinner size="tiny" label="Looking up..." /> : null}
      {invalid ? (
        <Body1 role="alert" className={styles.error}>
          {PHOTO_TEXT.invalidVin}
        </Body1>
      ) : null}
      {found ? (
        <Card className={styles.card} aria-label="Vehicle">
          <Subtitle2 as="h2">{found.vin}</Subtitle2>
          <Body1>Model year: {found.modelyear ?? ''}</Body1>
          <Body1>Make: {found.make ?? ''}</Body1>
          <Body1>Model: {found.model ?? ''}</Body1>
          {thumb ? (
            <img src={thumb} alt="Exit photo" className={styles.thumb} />
          ) : (
            <Button appearance="primary" disabled={uploading} onClick={() => camera.current?.click()}>
              {uploading ? 'Uploading...' : 'Take Exit Photo'}
            </Button>
          )}
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-label="Exit photo"
            onChange={(event) => void upload(event.currentTarget.files?.[0])}
          />
        </Card>
      ) : null}
    </section>
  );
}
