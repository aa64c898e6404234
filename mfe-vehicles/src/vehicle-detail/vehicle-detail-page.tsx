import {
  Badge,
  Body1,
  Button,
  Card,
  CardHeader,
  Link,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import {
  alertError,
  alertSuccess,
  announceResourceChange,
  followLink,
  isAdmin,
  ROLE_CLIENT_ADMIN,
  roleId,
  useApi,
  useSession,
  type FormValues,
} from '@portal/web-kit';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { VehicleDocuments } from '../vehicle-documents/vehicle-documents.js';
import { VehicleImages } from '../vehicle-images/vehicle-images.js';
import { UploadFileDialog } from '../vehicle-images/upload-file-dialog.js';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { AppLink } from '../vehicle-shared/vehicle-link.js';
import { RequiredFieldsDialog } from './required-fields-dialog.js';
import { TextPromptDialog } from './text-prompt-dialog.js';
import { useVehicle } from './use-vehicle.js';
import { useVehicleSave } from './use-vehicle-save.js';
import { vehicleBanners } from './vehicle-banners.js';
import { VehicleActions } from './vehicle-actions.js';
import { VehicleEditor } from './vehicle-editor.js';
import { changeDraft } from './vehicle-draft.js';
import type { TabKey } from './vehicle-tabs.js';

export const VEHICLE_NOT_FOUND = 'Vehicle not found';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { margin: 0 },
  summary: { wordBreak: 'break-word' },
  loading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** Vehicle details (document 3 §2.2): banners, actions, and the tabs this person may see and edit. */
export function VehicleDetailPage() {
  const styles = useStyles();
  const { vehicleId = '' } = useParams();
  const navigate = useNavigate();
  const { state, reload, replace, refresh } = useVehicle(vehicleId);

  const back = () => {
    // Back where the person came from; straight to the list when the page was opened directly.
    if (window.history.length > 1) navigate(-1);
    else navigate('/vehicles');
  };

  return (
    <section className={styles.page}>
      <div className={styles.heading}>
        <Button icon={<ArrowLeftRegular />} onClick={back}>
          Back
        </Button>
        <Title3 as="h2" className={styles.title}>
          Vehicle Details
        </Title3>
        {state.status === 'loaded' && Number(state.vehicle.cancelled) === 1 ? (
          <Badge color="danger" appearance="filled">
            Cancelled
          </Badge>
        ) : null}
      </div>
      {state.status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner size="small" label="Loading..." />
          <Link href="/login" onClick={(event) => followLink(event, '/login', navigate)}>
            Logout
          </Link>
        </div>
      ) : null}
      {state.status === 'not-found' ? (
        <Card role="alert">
          <CardHeader header={<Subtitle1 as="h3">{VEHICLE_NOT_FOUND}</Subtitle1>} />
          <Body1>
            There is no vehicle {vehicleId} that you can see. <AppLink to="/vehicles">Back to Assignments Rec&apos;d</AppLink>
          </Body1>
        </Card>
      ) : null}
      {state.status === 'error' ? (
        <MessageBar intent="error">
          <MessageBarBody>{state.message}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={reload}>Retry</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {state.status === 'loaded' ? <VehicleWorkspace vehicle={state.vehicle} onSaved={replace} onReload={refresh} /> : null}
    </section>
  );
}

function VehicleWorkspace({ vehicle, onSaved, onReload }: { vehicle: Vehicle; onSaved(vehicle: Vehicle): void; onReload(): void }) {
  const styles = useStyles();
  const session = useSession();
  const api = useApi();
  const staff = isAdmin(session);
  const clientAdmin = roleId(session) === ROLE_CLIENT_ADMIN;
  const [draft, setDraft] = useState<FormValues>({});
  const [tab, setTab] = useState<TabKey>('title');
  const [dialog, setDialog] = useState<'cancel' | 'note' | 'upload' | null>(null);
  const [busy, setBusy] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);
  const saver = useVehicleSave(vehicle, (fresh) => {
    setDraft({});
    onSaved(fresh);
    setReloadToken((n) => n + 1);
  });

  async function cancelVehicle(reason: string) {
    // Cancelling is a save of status 5 with the reason; the service sets the cancelled flag.
    const saved = await saver.save({ titlestatusid: 5, cancelled: 1, cancelledreason: reason });
    if (saved) setDialog(null);
  }

  async function addNote(note: string) {
    setBusy(true);
    try {
      await api.createResource('vehicle_notes', { vehicleid: vehicle.vehicleid, note });
      // The shell's Notes Queue count reads the server again.
      announceResourceChange('vehicle_notes');
      alertSuccess('Note Saved');
      setDialog(null);
      setReloadToken((n) => n + 1);
    } catch {
      alertError('Unable to save note');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {vehicleBanners(vehicle).map((banner) => (
        <MessageBar key={banner.text} intent={banner.intent}>
          <MessageBarBody>{banner.text}</MessageBarBody>
        </MessageBar>
      ))}
      <Body1 className={styles.summary}>
        <strong>{vehicle.vehiclevin}</strong> {[vehicle.yr, vehicle.make, vehicle.model].filter(Boolean).join(' ')} · {vehicle.client?.clientname ?? ''} ·{' '}
        {vehicle.title_status?.statusname ?? ''}
      </Body1>
      <VehicleActions
        vehicle={vehicle}
        clientUser={!staff}
        saving={saver.saving}
        onCancel={() => setDialog('cancel')}
        onUpdate={() => void saver.saveDraft({ ...vehicle, ...draft })}
        onViewImages={() => setTab('documents')}
        onUpload={() => setDialog('upload')}
        onAddNote={() => setDialog('note')}
      />
      <VehicleEditor
        vehicle={vehicle}
        draft={draft}
        errors={saver.errors}
        tab={tab}
        onTab={setTab}
        onChange={(name, value) => setDraft((d) => changeDraft(vehicle, d, name, value))}
        staff={staff}
        titleLinks={staff || clientAdmin}
        reloadToken={reloadToken}
        onReload={onReload}
        documents={
          <>
            <VehicleDocuments vehicle={vehicle} />
            <VehicleImages vehicle={vehicle} reloadToken={reloadToken} onChanged={onReload} />
          </>
        }
      />
      <RequiredFieldsDialog messages={saver.required} onClose={saver.closeRequired} />
      <TextPromptDialog
        open={dialog === 'cancel'}
        title="Cancel Vehicle"
        label="Reason for cancelling"
        submitLabel="Cancel Vehicle"
        busy={saver.saving}
        onSubmit={(reason) => void cancelVehicle(reason)}
        onClose={() => setDialog(null)}
      />
      <TextPromptDialog
        open={dialog === 'note'}
        title="Add Note"
        label="Note"
        submitLabel="Save Note"
        busy={busy}
        onSubmit={(note) => void addNote(note)}
        onClose={() => setDialog(null)}
      />
      <UploadFileDialog
        open={dialog === 'upload'}
        vehicleId={vehicle.vehicleid}
        onClose={() => setDialog(null)}
        onUploaded={() => {
          setDialog(null);
          setReloadToken((n) => n + 1);
          onReload();
        }}
      />
    </>
  );
}
