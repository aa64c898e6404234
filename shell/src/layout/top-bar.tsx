import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Hamburger,
  makeStyles,
  Title3,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { AddRegular, DismissRegular, QuestionCircleRegular, SearchRegular } from '@fluentui/react-icons';
import { isAdmin, requestVehicleRegistration, useSession } from '@portal/web-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { VehicleSearchBox } from '../vehicle-search/vehicle-search-box.js';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingLeft: tokens.spacingHorizontalM,
    paddingRight: tokens.spacingHorizontalM,
    minHeight: '56px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { flexGrow: 1, margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface TopBarProps {
  title: string;
  narrow: boolean;
  menuOpen: boolean;
  onToggleMenu(): void;
}

/** Page title, Add Vehicle (staff: opens the VIN register dialog), the VIN/Last6 search and help. */
export function TopBar({ title, narrow, menuOpen, onToggleMenu }: TopBarProps) {
  const styles = useStyles();
  const session = useSession();
  const navigate = useNavigate();

  return (
    <header className={styles.bar}>
      <Hamburger aria-label={menuOpen ? 'Close menu' : 'Open menu'} aria-expanded={menuOpen} onClick={onToggleMenu} />
      <Title3 as="h1" className={styles.title}>
        {title}
      </Title3>
      <div className={styles.actions}>
        {isAdmin(session) ? (
          <Button appearance="primary" aria-label="Add Vehicle" icon={<AddRegular />} onClick={() => requestVehicleRegistration()}>
            {narrow ? null : 'Add Vehicle'}
          </Button>
        ) : null}
        {narrow ? <SearchDialog /> : <VehicleSearchBox />}
        <Tooltip content="Help" relationship="label">
          <Button appearance="subtle" icon={<QuestionCircleRegular />} onClick={() => navigate('/help')} />
        </Tooltip>
      </div>
    </header>
  );
}

/** On small screens the search lives in a dialog. */
function SearchDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Tooltip content="Search vehicles" relationship="label">
          <Button appearance="subtle" icon={<SearchRegular />} />
        </Tooltip>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle
            action={
              <DialogTrigger action="close">
                <Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} />
              </DialogTrigger>
            }
          >
            Search vehicles
          </DialogTitle>
          <DialogContent>
            <VehicleSearchBox autoFocus onDone={() => setOpen(false)} />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
