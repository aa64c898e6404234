import {
  Body1,
  Button,
  Card,
  Link,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, SaveRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { followLink } from '../navigation/navigate.js';
import { ClampedText } from '../text/clamped-text.js';
import type { Option } from '../resource-table/types.js';
import type { NamedField } from './field-errors.js';
import { FormFieldSet } from './form-field-set.js';
import type { FormSection } from './types.js';
import type { RecordForm } from './use-record-form.js';
import { UnplacedFieldErrors } from './unplaced-field-errors.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  // Shrinks below its text so Save Changes stays in view whatever the record's name.
  title: { margin: 0, flexGrow: 1, flexBasis: 0, minWidth: '12rem' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  loading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface RecordEditPageProps {
  title: string;
  /** The list this record belongs to. */
  backTo: { href: string; label: string };
  form: RecordForm;
  sections?: ReadonlyArray<FormSection>;
  /** Fields whose inputs the children show (tabs); the sections' fields count already. */
  placedFields?: ReadonlyArray<NamedField>;
  choices?: Record<string, ReadonlyArray<Option>>;
  /** Shown above the form (warnings such as the RI registration banner). */
  banner?: ReactNode;
  /** Shown below the sections: tabs, linked records, history. */
  children?: ReactNode;
  /** A view with Save disabled. */
  readOnly?: boolean;
  saveLabel?: string;
  notFoundText?: string;
}

/** The frame of an admin edit page: loading, not found and error states, the form sections and Save Changes. */
export function RecordEditPage({
  title,
  backTo,
  form,
  sections = [],
  placedFields = [],
  choices,
  banner,
  children,
  readOnly,
  saveLabel = 'Save Changes',
  notFoundText = 'This record was not found.',
}: RecordEditPageProps) {
  const styles = useStyles();
  const save = (
    <Button appearance="primary" icon={<SaveRegular />} disabled={readOnly || form.saving || form.status !== 'loaded'} onClick={() => void form.save()}>
      {form.saving ? 'Saving…' : saveLabel}
    </Button>
  );
  return (
    <section className={styles.page} aria-label={title}>
      <div className={styles.heading}>
        <Link href={backTo.href} onClick={(event) => followLink(event, backTo.href)}>
          <ArrowLeftRegular /> {backTo.label}
        </Link>
        <Title3 as="h2" className={styles.title}>
          <ClampedText text={title} />
        </Title3>
        {save}
      </div>
      {form.status === 'loading' && <Spinner className={styles.loading} label="Loading…" />}
      {form.status === 'not-found' && (
        <MessageBar intent="warning">
          <MessageBarBody>{notFoundText}</MessageBarBody>
        </MessageBar>
      )}
      {form.status === 'error' && (
        <MessageBar intent="error">
          <MessageBarBody>{form.error}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={form.reload}>Try again</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {form.status === 'loaded' && (
        <>
          {banner}
          <UnplacedFieldErrors errors={form.errors} fields={[...sections.flatMap((s) => s.fields), ...placedFields]} />
          {sections.map((section) => (
            <Card key={section.title} className={styles.card}>
              <Subtitle2 as="h3">{section.title}</Subtitle2>
              <FormFieldSet
                fields={section.fields}
                values={form.values}
                record={form.record}
                errors={form.errors}
                onChange={form.setValue}
                choices={choices}
                disabled={readOnly || form.saving}
              />
            </Card>
          ))}
          {children}
          {readOnly && <Body1>This record is read-only.</Body1>}
        </>
      )}
    </section>
  );
}
