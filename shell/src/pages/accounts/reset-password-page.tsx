import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Spinner, Title2 } from '@fluentui/react-components';
import { resetTokenData, resetTokenUpdate } from '@portal/contracts/call-routes';
import { ACCOUNT_TEXT } from '@portal/contracts/constants';
import { call, isApiError, messageOf, useApi } from '@portal/web-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { AccountCard } from './account-card.js';
import { PageLink } from './page-link.js';

type State = 'loading' | 'valid' | 'expired' | 'updated' | 'failed';

/** /reset/{token} (document 3 §2.6): valid, expired or updated. */
export function ResetPasswordPage() {
  const api = useApi();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>('loading');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    call(api, resetTokenData, { params: { token } })
      .then((data) => live && setState(data.expired ? 'expired' : 'valid'))
      // A token that is not even shaped like one is as good as expired.
      .catch((failure: unknown) => live && (isApiError(failure, 'VALIDATION') ? setState('expired') : (setError(messageOf(failure)), setState('failed'))));
    return () => {
      live = false;
    };
  }, [api, token]);

  const mismatch = confirm !== '' && confirm !== password;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || mismatch || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await call(api, resetTokenUpdate, { params: { token }, body: { password } });
      setState(answer.success ? 'updated' : 'expired');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard>
      <Title2 as="h1">Reset password</Title2>
      <Body1>
        Token: <code style={{ wordBreak: 'break-all' }}>{token}</code>
      </Body1>
      {state === 'loading' ? <Spinner label="Checking the reset link..." /> : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {state === 'expired' ? (
        <MessageBar intent="error">
          <MessageBarBody>{ACCOUNT_TEXT.resetTokenExpired}</MessageBarBody>
        </MessageBar>
      ) : null}
      {state === 'updated' ? (
        <MessageBar intent="success">
          <MessageBarBody>Your password has been updated. You can sign in with it now.</MessageBarBody>
        </MessageBar>
      ) : null}
      {state === 'valid' ? (
        <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
          <Field label="New Password" required hint="At least 8 characters">
            <Input type="password" autoComplete="new-password" value={password} onChange={(_, data) => setPassword(data.value)} />
          </Field>
          <Field label="Confirm Password" required validationMessage={mismatch ? 'The passwords do not match' : undefined}>
            <Input type="password" autoComplete="new-password" value={confirm} onChange={(_, data) => setConfirm(data.value)} />
          </Field>
          <Button
            type="submit"
            appearance="primary"
            disabled={password.length < 8 || confirm !== password || busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            Update Password
          </Button>
        </form>
      ) : null}
      <PageLink to="/login">Back to Login Page</PageLink>
    </AccountCard>
  );
}
