import {
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { ApiError, indianapolisNow, isAdmin, messageOf, ownClientId, ownClientName, useApi, useSession } from '@portal/web-kit';
import { useEffect, useMemo, useState } from 'react';
import { DecoderResultBlock } from './decoder-result-block.js';
import { cleanVin, registerLabel, registrationBody, riDocsIncomplete, VIN_LENGTH, type ClientChoice } from './register-rules.js';
import { REQUIRED, RI_DOCS_INCOMPLETE } from './register-wording.js';
import { useRegisterChoices } from './use-register-choices.js';
import { useVinLookup } from './use-vin-lookup.js';

const useStyles = makeStyles({
  surface: { maxWidth: '600px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  vinRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  vinField: { flexGrow: 1, minWidth: 0 },
  // Level with the input, below the field's label, whatever the hint's height.
  lookUp: { flexShrink: 0, whiteSpace: 'nowrap', marginTop: '26px' },
});

// One empty list while the choices load, so the filtered list below is not worked out again on every render.
const NO_CLIENTS: ClientChoice[] = [];

export interface RegisterVehicleDialogProps {
  /** A VIN to start from (the photo search's unfound VIN): shown cleaned and looked up at once. */
  initialVin?: string;
  onClose(): void;
  /** Called with the new vehicle's id once it is registered. */
  onRegistered(vehicleid: number): void;
}

/** The VIN register dialog (document 1 §2.7): look a VIN up, choose client and application type, register. */
export function RegisterVehicleDialog({ initialVin, onClose, onRegistered }: RegisterVehicleDialogProps) {
  const styles = useStyles();
  const api = useApi();
  const session = useSession();
  const staff = isAdmin(session);
  const choices = useRegisterChoices();
  const { state: lookup, lookup: runLookup, reset } = useVinLookup();
  const [vin, setVin] = useState(() => cleanVin(initialVin ?? ''));
  const [clientText, setClientText] = useState('');
  const [chosenClient, setChosenClient] = useState<number | undefined>(undefined);
  const [typeId, setTypeId] = useState<number | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | undefined>(undefined);

  const clients = choices.status === 'ready' ? choices.clients : NO_CLIENTS;
  const types = choices.status === 'ready' ? choices.types : [];
  // A client user registers for its own client only (document 3 §6).
  const clientid = staff ? chosenClient : (ownClientId(session) ?? undefined);
  const client: ClientChoice | undefined = clients.find((c) => c.clientid === clientid);
  const riBlocked = riDocsIncomplete(client);
  const shownClients = useMemo(() => {
    const text = clientText.trim().toLowerCase();
    const chosen = clients.find((c) => c.clientid === chosenClient);
    if (!text || chosen?.clientname.toLowerCase() === text) return clients;
    return clients.filter((c) => c.clientname.toLowerCase().includes(text));
  }, [clients, clientText, chosenClient]);

  const done = lookup.status === 'done' ? lookup : undefined;
  const label = done
    ? registerLabel(done.result, done.duplicate !== null)
    : registerLabel({ vin: '', modelyear: '', make: '', model: '', errorcode: 0, errortext: '' }, false);
  const canRegister = !!done && clientid !== undefined && typeId !== undefined && !riBlocked && !saving;

  // Opened with a VIN, the dialog looks it up straight away, as if Look up had been pressed.
  useEffect(() => {
    const start = cleanVin(initialVin ?? '');
    if (start) void runLookup(start);
  }, [initialVin, runLookup]);

  const submitLookup = () => {
    const clean = cleanVin(vin);
    setVin(clean);
    setSaveError(undefined);
    void runLookup(clean);
  };

  const register = async () => {
    if (!done || clientid === undefined || typeId === undefined) return;
    setSaving(true);
    setSaveError(undefined);
    try {
      const body = registrationBody({
        result: done.result,
        clientid,
        titleprocessingtype: typeId,
        enteredby: session.user?.userid,
        recordcreateddate: indianapolisNow(),
      });
      const created = await api.createResource<{ vehicleid: number }>('vehicles', body);
      onRegistered(created.vehicleid);
    } catch (error) {
      setSaveError(saveMessage(error));
      setSaving(false);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-label="Register vehicle by VIN">
        <DialogBody>
          <DialogTitle>Add Vehicle</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.vinRow}>
              <Field
                className={styles.vinField}
                label="VIN"
                hint="Up to 17 letters and digits; press Enter to look it up."
                validationState={lookup.status === 'error' ? 'error' : 'none'}
                validationMessage={lookup.status === 'error' ? lookup.message : undefined}
              >
                <Input
                  value={vin}
                  maxLength={VIN_LENGTH}
                  autoFocus
                  autoComplete="off"
                  onChange={(_, data) => {
                    setVin(data.value.toUpperCase());
                    if (lookup.status !== 'idle') reset();
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      submitLookup();
                    }
                  }}
                />
              </Field>
              <Button className={styles.lookUp} icon={<SearchRegular />} disabled={!vin.trim() || lookup.status === 'loading'} onClick={submitLookup}>
                Look up
              </Button>
            </div>

            {lookup.status === 'loading' ? <Spinner size="small" label="Looking up the VIN..." /> : null}
            {done ? <DecoderResultBlock result={done.result} duplicate={done.duplicate} /> : null}

            {choices.status === 'error' ? (
              <MessageBar intent="error">
                <MessageBarBody>Unable to load clients and title application types: {choices.message}</MessageBarBody>
              </MessageBar>
            ) : null}

            <Field
              label="Client"
              required
              validationState={clientid === undefined || riBlocked ? 'error' : 'none'}
              validationMessage={clientid === undefined ? REQUIRED : riBlocked ? RI_DOCS_INCOMPLETE : undefined}
            >
              {staff ? (
                <Combobox
                  inlinePopup
                  placeholder={choices.status === 'loading' ? 'Loading clients...' : 'Choose a client'}
                  disabled={choices.status !== 'ready'}
                  value={clientText}
                  selectedOptions={chosenClient === undefined ? [] : [String(chosenClient)]}
                  onChange={(event) => {
                    setClientText(event.target.value);
                    setChosenClient(undefined);
                  }}
                  onOptionSelect={(_, data) => {
                    setChosenClient(data.optionValue ? Number(data.optionValue) : undefined);
                    setClientText(data.optionText ?? '');
                  }}
                >
                  {shownClients.map((c) => (
                    <Option key={c.clientid} value={String(c.clientid)} text={c.clientname}>
                      {c.clientname}
                    </Option>
                  ))}
                </Combobox>
              ) : (
                <Input value={client?.clientname ?? ownClientName(session)} readOnly />
              )}
            </Field>

            <Field
              label="Title Application Type"
              required
              validationState={typeId === undefined ? 'error' : 'none'}
              validationMessage={typeId === undefined ? REQUIRED : undefined}
            >
              <Dropdown
                inlinePopup
                placeholder={choices.status === 'loading' ? 'Loading application types...' : 'Choose a title application type'}
                disabled={choices.status !== 'ready'}
                selectedOptions={typeId === undefined ? [] : [String(typeId)]}
                value={types.find((t) => t.titleapplicationid === typeId)?.titleapplicationtype ?? ''}
                onOptionSelect={(_, data) => setTypeId(data.optionValue ? Number(data.optionValue) : undefined)}
              >
                {types.map((t) => (
                  <Option key={t.titleapplicationid} value={String(t.titleapplicationid)}>
                    {t.titleapplicationtype}
                  </Option>
                ))}
              </Dropdown>
            </Field>

            {saveError ? (
              <MessageBar intent="error">
                <MessageBarBody>{saveError}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button appearance="primary" disabled={!canRegister} onClick={() => void register()} icon={saving ? <Spinner size="tiny" /> : undefined}>
              {label}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The server's field reasons when it refused the registration, else its message. */
function saveMessage(error: unknown): string {
  if (error instanceof ApiError && error.errors) {
    const reasons = Object.values(error.errors).flat();
    if (reasons.length) return `Unable to register: ${reasons.join('; ')}`;
  }
  return `Unable to register: ${messageOf(error)}`;
}
