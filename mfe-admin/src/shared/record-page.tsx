import { HistoryList, RecordEditPage, useChoices, useRecordForm, type FormSection, type FormValues } from '@portal/web-kit';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';

export interface RecordPageProps {
  resource: string;
  sections: ReadonlyArray<FormSection>;
  title: (record: FormValues, id: string) => string;
  backTo: { href: string; label: string };
  savedText: string;
  notFoundText: string;
  with?: ReadonlyArray<string>;
  appends?: ReadonlyArray<string>;
  readOnly?: boolean;
  /** Shows the record's change log under this object type. */
  historyType?: string;
  /** More content under the form, given the loaded record. */
  extra?: (record: FormValues, id: string, refresh: () => Promise<void>) => ReactNode;
}

/** An edit page whose whole content is one record's form: the id comes from the `:id` route parameter. */
export function RecordPage(props: RecordPageProps) {
  const { id = '' } = useParams();
  const [saved, setSaved] = useState(0);
  const fields = props.sections.flatMap((s) => s.fields);
  const form = useRecordForm({ resource: props.resource, id, fields, with: props.with, appends: props.appends, savedText: props.savedText });
  const choices = useChoices(fields);
  const save = async () => {
    const ok = await form.save();
    if (ok) setSaved((n) => n + 1);
    return ok;
  };
  return (
    <RecordEditPage
      title={form.status === 'loaded' ? props.title(form.record, id) : props.backTo.label}
      backTo={props.backTo}
      form={{ ...form, save }}
      sections={props.sections}
      choices={choices.options}
      readOnly={props.readOnly}
      notFoundText={props.notFoundText}
    >
      {form.status === 'loaded' && props.extra?.(form.record, id, form.refresh)}
      {props.historyType && <HistoryList objectType={props.historyType} objectId={id} reloadToken={saved} />}
    </RecordEditPage>
  );
}
