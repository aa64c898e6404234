import { Body1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';

const useStyles = makeStyles({
  zone: {
    display: 'block',
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalL,
    textAlign: 'center',
    cursor: 'pointer',
    marginBlock: tokens.spacingVerticalM,
  },
  over: { backgroundColor: tokens.colorNeutralBackground2 },
  off: { cursor: 'not-allowed', opacity: 0.6 },
});

/** A box to drop a file on or click to choose one (the mass tools' uploads); `label` names the file input for assistive technology. */
export function FileDropZone(props: { accept: string; label: string; disabled?: boolean; onFile(file: File): void; children: ReactNode }) {
  const styles = useStyles();
  const [over, setOver] = useState(false);
  return (
    <label
      className={mergeClasses(styles.zone, over && styles.over, props.disabled && styles.off)}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(!props.disabled);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file && !props.disabled) props.onFile(file);
      }}
    >
      <Body1>{props.children}</Body1>
      <input
        type="file"
        accept={props.accept}
        aria-label={props.label}
        hidden
        disabled={props.disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) props.onFile(file);
        }}
      />
    </label>
  );
}
