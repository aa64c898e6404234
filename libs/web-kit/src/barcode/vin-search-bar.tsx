import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { BarcodeScanner } from './barcode-scanner.js';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  input: { flexGrow: 1, minWidth: '200px' },
});

/**
 * A VIN typed or scanned (document 3 §2.4, §2.9): Search (or Enter) searches what is typed; Scan VIN
 * opens the full-screen scanner, and a barcode read fills the field and searches at once.
 */
export function VinSearchBar({
  label,
  value,
  onChange,
  onSearch,
  searchDisabled,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  onSearch(value: string): void;
  searchDisabled: boolean;
}) {
  const styles = useStyles();
  const [scanning, setScanning] = useState(false);
  const scanned = useCallback(
    (vin: string) => {
      setScanning(false);
      onChange(vin);
      onSearch(vin);
    },
    [onChange, onSearch],
  );
  return (
    <form
      className={styles.bar}
      onSubmit={(event) => {
        event.preventDefault();
        if (!searchDisabled) onSearch(value);
      }}
    >
      <Field label={label} className={styles.input}>
        <Input value={value} onChange={(_, data) => onChange(data.value)} autoCapitalize="characters" autoComplete="off" />
      </Field>
      <Button type="submit" appearance="primary" disabled={searchDisabled}>
        Search
      </Button>
      <Button type="button" onClick={() => setScanning(true)}>
        Scan VIN
      </Button>
      <BarcodeScanner open={scanning} onScan={scanned} onClose={() => setScanning(false)} />
    </form>
  );
}
