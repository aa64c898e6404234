import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { updateIvr, type CallInput } from '@portal/contracts/call-routes';
import { CONFORMITY_ACTIONS, IVR_CHANGES, IVR_DONT_CHANGE, ROLE, type IvrChangeKey } from '@portal/contracts/constants';
import { alertSuccess, call, failureFieldErrors, saveFailureText, useApi, useResourceList, type IvrVehicle } from '@portal/web-kit';
import { useState } from 'react';

/** Every field at "Don't Change" (an empty choice) until the person picks a value. */
export type IvrDraft = Record<IvrChangeKey, string>;
export const EMPTY_IVR_DRAFT: IvrDraft = Object.fromEntries(IVR_CHANGES.map((c) => [c.key, ''])) as IvrDraft;

type IvrBody = CallInput<NonNullable<(typeof updateIvr)['entry']>>['body'];

/** The body of the update: only the fields given a value; "Don't Change" sends nothing. */
export function ivrBody(draft: IvrDraft): IvrBody {
  const body: Record<string, string | number> = {};
  for (const { key, kind } of IVR_CHANGES) {
    const value = draft[key].trim();
    if (value) body[key] = kind === 'date' ? value : Number(value);
  }
  return body as IvrBody;
}

const IVR_FIELDS = IVR_CHANGES.map((c) => ({ name: c.key, label: c.label }));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  date: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface StaffUser {
  userid: number;
  name?: string | null;
  username: string;
}

/**
 * Update IVR (document 3 §2.8): the vehicle's photo dates, conformance user, action and date, and physical
 * possession date, each at "Don't Change" at first; only what the person changes is sent.
 */
export function IvrUpdateDialog({ vehicle, onClose, onSaved }: { vehicle: IvrVehicle; onClose: () => void; onSaved: () => void }) {
  const styles = useStyles();
  const api = useApi();
  const [draft, setDraft] = useState<IvrDraft>(EMPTY_IVR_DRAFT);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // The conformance user is one of the staff accounts (document 3 §9: active 0, role 2).
  const users = useResourceList<StaffUser>('web_users', {
    per_page: 1000,
    filters: [
      { field: 'roleid', op: 'eq', value: String(ROLE.ADMIN) },
      { field: 'active', op: 'eq', value: '0' },
    ],
    order_by: [{ field: 'name', direction: 'asc' }],
  });
  const errors = failureFieldErrors(failure);
  const set = (key: IvrChangeKey, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      await call(api, updateIvr, { params: { vehicleid: String(vehicle.vehicleid) }, body: ivrBody(draft) });
      alertSuccess(`IVR Updated: ${vehicle.vehiclevin}`);
      onSaved();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Update IVR">
        <DialogBody>
          <DialogTitle>{`Update IVR: ${vehicle.vehiclevin}`}</DialogTitle>
          <DialogContent className={styles.form}>
            {IVR_CHANGES.map(({ key, label, kind }) => (
              <Field key={key} label={label} validationMessage={errors[key]?.join('; ')}>
                {kind === 'date' ? (
                  <div className={styles.date}>
                    <Select
                      aria-label={`${label} choice`}
                      value={draft[key] ? 'change' : ''}
                      onChange={(_, d) => set(key, d.value ? new Date().toISOString().slice(0, 10) : '')}
                    >
                      <option value="">{IVR_DONT_CHANGE}</option>
                      <option value="change">Change to</option>
                    </Select>
                    {draft[key] ? <Input type="date" aria-label={label} value={draft[key]} onChange={(_, d) => set(key, d.value)} /> : null}
                  </div>
                ) : (
                  <Select aria-label={label} value={draft[key]} onChange={(_, d) => set(key, d.value)}>
                    <option value="">{IVR_DONT_CHANGE}</option>
                    {kind === 'action'
                      ? CONFORMITY_ACTIONS.map(([value, text]) => (
                          <option key={value} value={value}>
                            {text}
                          </option>
                        ))
                      : (users.data?.data ?? []).map((u) => (
                          <option key={u.userid} value={String(u.userid)}>
                            {u.name || u.username}
                          </option>
                        ))}
                  </Select>
                )}
              </Field>
            ))}
            {failure ? <Field validationState="error" validationMessage={saveFailureText(failure, IVR_FIELDS)} /> : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void save()}>
              {busy ? 'Saving...' : 'Save'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
