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
import { followLink } from '@portal/web-kit';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { processTypeLabel, type Vehicle } from '../vehicle-shared/vehicle.js';
import { AppLink } from '../vehicle-shared/vehicle-link.js';
import { vehicleBanners } from './vehicle-banners.js';
import { vehicleDates } from './vehicle-dates.js';
import { useVehicle } from './use-vehicle.js';

export const VEHICLE_NOT_FOUND = 'Vehicle not found';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { margin: 0 },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-word' },
  loading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** Read-only vehicle details (document 3 §2.2). */
export function VehicleDetailPage() {
  const styles = useStyles();
  const { vehicleId = '' } = useParams();
  const navigate = useNavigate();
  const { state, reload } = useVehicle(vehicleId);

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
      {state.status === 'loaded' ? <VehicleFacts vehicle={state.vehicle} /> : null}
    </section>
  );
}

function VehicleFacts({ vehicle }: { vehicle: Vehicle }) {
  const styles = useStyles();
  const dates = vehicleDates(vehicle);
  const outOfState = Number(vehicle.processtype) === 2;
  return (
    <>
      {vehicleBanners(vehicle).map((banner) => (
        <MessageBar key={banner.text} intent={banner.intent}>
          <MessageBarBody>{banner.text}</MessageBarBody>
        </MessageBar>
      ))}
      <div className={styles.cards}>
        <FactCard title="Vehicle">
          <Fact label="VIN" value={vehicle.vehiclevin} />
          <Fact label="Year" value={vehicle.yr} />
          <Fact label="Make" value={vehicle.make} />
          <Fact label="Model" value={vehicle.model} />
          <Fact label="Type" value={vehicle.vehicletype} />
          <Fact label="Last 6" value={vehicle.last6} />
        </FactCard>
        <FactCard title="Title">
          <Fact label="Client" value={vehicle.client?.clientname} />
          <Fact label="Bill-to client" value={vehicle.billto_client?.clientname} />
          <Fact label="Title status" value={vehicle.title_status?.statusname} />
          <Fact label="Process type" value={processTypeLabel(vehicle.processtype)} />
          {outOfState ? <Fact label="Process state" value={vehicle.state ? `${vehicle.state.statefull} (${vehicle.state.stateabbreviation})` : vehicle.processstate} /> : null}
          <Fact label="Application type" value={vehicle.application_type?.titleapplicationtype} />
        </FactCard>
        <FactCard title="Dates">
          {dates.length ? dates.map((date) => <Fact key={date.label} label={date.label} value={date.value} />) : <Body1>No dates recorded yet.</Body1>}
        </FactCard>
      </div>
    </>
  );
}

function FactCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card>
      <CardHeader header={<Subtitle1 as="h3">{title}</Subtitle1>} />
      <dl className={styles.facts}>{children}</dl>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: unknown }) {
  const styles = useStyles();
  const text = value === null || value === undefined || value === '' ? '—' : String(value);
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{text}</dd>
    </>
  );
}
