import { Body1, Card, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { renderLoadSheet } from '@portal/contracts/call-routes';
import { LOAD_SHEET_TEXT } from '@portal/contracts/constants';
import { AppLink, callPath, isApiError, useApi, useLoad } from '@portal/web-kit';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: 'calc(100vh - 120px)', minHeight: '480px' },
  viewer: { flexGrow: 1, width: '100%', border: `1px solid ${tokens.colorNeutralStroke1}` },
  waiting: { padding: tokens.spacingVerticalXXL },
});

/** An object URL for the file while the page shows it, released afterwards. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * /clientLoads/{id}/print (document 2 §2): opened in a new tab from the load; "Generating Load Sheet"
 * while the documents service renders, then the Vehicle Motor Purchase Price Invoice in the browser's
 * PDF viewer. The file is fetched with the bearer token, which a frame's own request cannot send.
 */
export function LoadSheetPage() {
  const { id = '' } = useParams();
  const styles = useStyles();
  const api = useApi();
  const sheet = useLoad(['load-sheet', id], () => api.download(callPath(renderLoadSheet, { id })), { enabled: /^\d+$/.test(id) });
  const url = useObjectUrl(sheet.data?.blob);
  if (!/^\d+$/.test(id) || (sheet.error && isApiError(sheet.error) && (sheet.error.status === 404 || sheet.error.status === 422)))
    return (
      <Card role="alert">
        <Subtitle1 as="h2">{LOAD_SHEET_TEXT.NOT_FOUND}</Subtitle1>
        <AppLink to="/clientLoads">All Loads</AppLink>
      </Card>
    );
  if (sheet.error)
    return (
      <Card role="alert">
        <Subtitle1 as="h2">{LOAD_SHEET_TEXT.FAILED}</Subtitle1>
        <Body1>{sheet.errorText}</Body1>
      </Card>
    );
  if (sheet.loading || !sheet.data) return <Spinner className={styles.waiting} label={LOAD_SHEET_TEXT.GENERATING} />;
  return (
    <div className={styles.page}>
      {url ? <iframe className={styles.viewer} title={LOAD_SHEET_TEXT.TITLE} src={url} /> : <Body1>{LOAD_SHEET_TEXT.NO_VIEWER}</Body1>}
    </div>
  );
}
