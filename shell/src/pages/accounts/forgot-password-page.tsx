import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, Title2 } from '@fluentui/react-components';
import { forgotPassword } from '@portal/contracts/call-routes';
import { ACCOUNT_TEXT } from '@portal/contracts/constants';
import { call, useApi } from '@portal/web-kit';
import { useState, type FormEvent } from 'react';
import { AccountCard } from './account-card.js';
import { PageLink } from './page-link.js';

/** Forgot password (document 3 §2.6, §5): the same reply whether or not the account exists. */
export function ForgotPasswordPage() {
  const api = useApi();
  const [login, setLogin] = useState('');
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState<{ intent: 'success' | 'error'; text: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || busy) return;
    setBusy(true);
    setReply(undefined);
    try {
      const answer = await call(api, forgotPassword, { body: { email: login.trim() } });
      setReply(answer.error ? { intent: 'error', text: ACCOUNT_TEXT.forgotPasswordFailed } : { intent: 'success', text: ACCOUNT_TEXT.forgotPasswordSent });
    } catch {
      setReply({ intent: 'error', text: ACCOUNT_TEXT.forgotPasswordFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard>
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <Title2 as="h1">Forgot password</Title2>
        {reply ? (
          <MessageBar intent={reply.intent} role="status">
            <MessageBarBody>{reply.text}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Field label="Email Address / Username" required>
          <Input autoComplete="username" autoFocus value={login} onChange={(_, data) => setLogin(data.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabled={!login.trim() || busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          Reset Password
        </Button>
        <PageLink to="/login">Back to Login Page</PageLink>
      </form>
    </AccountCard>
  );
}
