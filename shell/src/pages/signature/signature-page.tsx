import { Body1, Button, Card, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle1, Title2, tokens } from '@fluentui/react-components';
import { mySignature, setSignature } from '@portal/contracts/call-routes';
import { ACCOUNT_TEXT } from '@portal/contracts/constants';
import { call, messageOf, SignatureCanvas, useApi, useSession, type SignatureCanvasHandle } from '@portal/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  saved: { width: '100%', maxWidth: '480px', aspectRatio: '3 / 1', objectFit: 'contain', border: `1px solid ${tokens.colorNeutralStroke2}` },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Current = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; signature: string | null };

/** /user/signature (document 3 §2.7): the signed-in user's signature, best drawn on a phone. */
export function SignaturePage() {
  const styles = useStyles();
  const api = useApi();
  const userid = useSession().user?.userid as number | undefined;
  const pad = useRef<SignatureCanvasHandle>(null);
  const [current, setCurrent] = useState<Current>({ state: 'loading' });
  const [empty, setEmpty] = useState(true);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string }>();

  const load = useCallback(async () => {
    if (userid === undefined) return;
    setCurrent({ state: 'loading' });
    try {
      const answer = await call(api, mySignature, { params: { userId: String(userid) } });
      setCurrent({ state: 'loaded', signature: answer.signature });
    } catch (failure) {
      setCurrent({ state: 'failed', message: messageOf(failure) });
    }
  }, [api, userid]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async () => {
    if (!pad.current || pad.current.isEmpty()) return;
    setSaving(true);
    setNotice(undefined);
    try {
      await call(api, setSignature, { body: { photo: pad.current.toDataUrl() } });
      pad.current.clear();
      setNotice({ intent: 'success', text: 'Signature Saved' });
      await load();
    } catch (failure) {
      setNotice({ intent: 'error', text: `${ACCOUNT_TEXT.signatureFailed}: ${messageOf(failure)}` });
    } finally {
      setSaving(false);
    }
  };

  const onChange = useCallback((isEmpty: boolean) => setEmpty(isEmpty), []);
  return (
    <section className={styles.page}>
      <Title2 as="h1">My Signature</Title2>
      {notice ? (
        <MessageBar intent={notice.intent}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Card className={styles.card}>
        <Subtitle1 as="h2">Current signature</Subtitle1>
        {current.state === 'loading' ? <Spinner size="small" label="Loading the signature..." /> : null}
        {current.state === 'failed' ? (
          <MessageBar intent="error">
            <MessageBarBody>{current.message}</MessageBarBody>
          </MessageBar>
        ) : null}
        {current.state === 'loaded' && current.signature ? <img className={styles.saved} src={current.signature} alt="Your saved signature" /> : null}
        {current.state === 'loaded' && !current.signature ? <Body1>{ACCOUNT_TEXT.noSignature}</Body1> : null}
      </Card>
      <Card className={styles.card}>
        <Subtitle1 as="h2">Update signature</Subtitle1>
        <Body1>Sign in the box with a finger or a pen; this is easiest on a phone.</Body1>
        <SignatureCanvas handle={pad} onChange={onChange} />
        <div className={styles.actions}>
          <Button appearance="primary" disabled={empty || saving} onClick={save} icon={saving ? <Spinner size="tiny" /> : undefined}>
            Save Signature
          </Button>
          <Button disabled={empty || saving} onClick={() => pad.current?.clear()}>
            Clear
          </Button>
        </div>
      </Card>
    </section>
  );
}
