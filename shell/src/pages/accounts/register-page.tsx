import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { checkEmailAvailable, register } from '@portal/contracts/call-routes';
import { ACCOUNT_TEXT } from '@portal/contracts/constants';
import { call, messageOf, startSession, useApi, type AuthResponse } from '@portal/web-kit';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AccountCard } from './account-card.js';
import { PageLink } from './page-link.js';
import { EMPTY_REGISTRATION, isAcuityPath, registrationComplete, SERVICES, type RegistrationValues, type ServiceKey } from './registration-fields.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  services: { display: 'flex', flexDirection: 'column' },
  taken: { color: tokens.colorPaletteRedForeground1 },
  free: { color: tokens.colorPaletteGreenForeground1 },
});

type EmailCheck = { email: string; free: boolean } | undefined;

/** Register for RI (document 3 §2.6): /register and /register/acuity. Success signs the new account in. */
export function RegisterPage() {
  const styles = useStyles();
  const api = useApi();
  const navigate = useNavigate();
  const acuity = isAcuityPath(useLocation().pathname);
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [services, setServices] = useState<Record<ServiceKey, boolean>>({ ri: true, titles: false, odo: false, transportation: false });
  const [emailCheck, setEmailCheck] = useState<EmailCheck>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const set = (field: keyof RegistrationValues) => (_: unknown, data: { value: string }) => setValues((v) => ({ ...v, [field]: data.value }));
  const input = (
    field: keyof RegistrationValues,
    label: string,
    props: { type?: 'password' | 'email' | 'tel'; autoComplete?: string; required?: boolean } = {},
  ) => (
    <Field label={label} required={props.required ?? true}>
      <Input type={props.type} autoComplete={props.autoComplete} value={values[field]} onChange={set(field)} />
    </Field>
  );

  const checkEmail = async () => {
    const email = values.username.trim();
    if (!email) return setEmailCheck(undefined);
    try {
      const answer = await call(api, checkEmailAvailable, { body: { email } });
      setEmailCheck({ email, free: answer.success });
    } catch {
      // Not an address (a 422) or too many checks: the registration itself will say what is wrong.
      setEmailCheck(undefined);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!registrationComplete(values) || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await call(api, register, {
        body: { ...values, username: values.username.trim(), cbp: values.cbp.trim() || null, services: { ...services, ri: true }, isAcuity: acuity },
      });
      if (!answer.success) {
        setError(answer.message);
        setBusy(false);
        return;
      }
      startSession(answer as unknown as AuthResponse);
      navigate('/registration-requested');
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  const shownCheck = emailCheck && emailCheck.email === values.username.trim() ? emailCheck : undefined;
  return (
    <AccountCard width={720}>
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <Title2 as="h1">{acuity ? 'Register for RI with Acuity' : 'Register for RI'}</Title2>
        {error ? (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
            <MessageBarActions
              containerAction={<Button appearance="transparent" aria-label="Close" icon={<DismissRegular />} onClick={() => setError(undefined)} />}
            />
          </MessageBar>
        ) : null}
        <div className={styles.grid}>
          {input('firstName', 'First Name', { autoComplete: 'given-name' })}
          {input('lastName', 'Last Name', { autoComplete: 'family-name' })}
          {input('cbp', 'CBP Number', { required: false })}
          <Field label="Email Address" required>
            <Input type="email" autoComplete="email" value={values.username} onChange={set('username')} onBlur={checkEmail} />
            {shownCheck ? (
              <Text role="status" className={shownCheck.free ? styles.free : styles.taken}>
                {shownCheck.free ? ACCOUNT_TEXT.emailAvailable : ACCOUNT_TEXT.emailTaken}
              </Text>
            ) : null}
          </Field>
          {input('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
          {input('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          {input('businessName', 'Business Name', { autoComplete: 'organization' })}
          <Field label="Country" required>
            <Select value={values.country} onChange={(_, data) => setValues((v) => ({ ...v, country: data.value }))}>
              <option>United States</option>
              <option>Canada</option>
            </Select>
          </Field>
          {input('street', 'Street', { autoComplete: 'address-line1' })}
          {input('city', 'City', { autoComplete: 'address-level2' })}
          {input('state', 'State / Province', { autoComplete: 'address-level1' })}
          {input('zip', 'Zip / Postal Code', { autoComplete: 'postal-code' })}
        </div>
        <fieldset className={styles.services}>
          <legend>Services</legend>
          {SERVICES.map((service) => (
            <Checkbox
              key={service.key}
              label={service.label}
              // Registered Importation is what an account is for: always checked, never changed.
              checked={service.key === 'ri' ? true : services[service.key]}
              disabled={service.key === 'ri'}
              onChange={(_, data) => setServices((s) => ({ ...s, [service.key]: data.checked === true }))}
            />
          ))}
        </fieldset>
        <Button type="submit" appearance="primary" disabled={!registrationComplete(values) || busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          Request an Account
        </Button>
        <PageLink to="/registration-documents">Registration documents to download</PageLink>
        <PageLink to="/login">Already have an account? Sign in</PageLink>
      </form>
    </AccountCard>
  );
}
