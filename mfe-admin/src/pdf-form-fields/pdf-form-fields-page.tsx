import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Link, Spinner } from '@fluentui/react-components';
import { FormFieldSet, ResourceTable, useRecordForm, type Column, type FilterDef, type FormFieldDef } from '@portal/web-kit';
import { useState } from 'react';
import { pdfForms } from '../shared/choices.js';
import { ListPage } from '../shared/list-page.js';

interface PdfFormField {
  id: number;
  form_field: string;
  is_static: boolean;
  static_value: string | null;
  object_name: string | null;
  object_value: string | null;
  regex_pattern: string | null;
  pdf_form?: { id: number; name: string } | null;
}

const FILTERS: FilterDef[] = [
  { kind: 'choice', key: 'form', label: 'PDF Form', field: 'pdf_form_id', loadOptions: pdfForms },
  { kind: 'text', key: 'field', label: 'Form Field', field: 'form_field' },
  { kind: 'text', key: 'object', label: 'Object Name', field: 'object_name' },
];

const FIELDS: FormFieldDef[] = [
  { name: 'form_field', label: 'Form Field', required: true },
  { name: 'is_static', label: 'Static', kind: 'yesNo', boolean: true },
  { name: 'static_value', label: 'Static Value' },
  { name: 'object_name', label: 'Object Name' },
  { name: 'object_value', label: 'Object Value' },
  { name: 'regex_pattern', label: 'Regex Pattern' },
];

/** /admin/pdfFormFields: every PDF form field and where its value comes from (document 3 §3). */
export function PdfFormFieldsPage() {
  const [editing, setEditing] = useState<number>();
  const [version, setVersion] = useState(0);
  const columns: Column<PdfFormField>[] = [
    { key: 'form', header: 'PDF Form', value: (f) => f.pdf_form?.name, sortField: 'pdf_form.name', csv: 'pdf_form.name' },
    {
      key: 'field',
      header: 'Form Field',
      value: (f) => f.form_field,
      render: (f) => (
        <Link as="button" onClick={() => setEditing(f.id)}>
          {f.form_field}
        </Link>
      ),
      sortField: 'form_field',
      csv: 'form_field',
    },
    { key: 'static', header: 'Static', value: (f) => (f.is_static ? 'Yes' : 'No'), sortField: 'is_static', csv: { field: 'is_static', format: 'yesNo' } },
    { key: 'static_value', header: 'Static Value', value: (f) => f.static_value, csv: 'static_value' },
    { key: 'object_name', header: 'Object Name', value: (f) => f.object_name, sortField: 'object_name', csv: 'object_name' },
    { key: 'object_value', header: 'Object Value', value: (f) => f.object_value, csv: 'object_value' },
    { key: 'regex', header: 'Regex Pattern', value: (f) => f.regex_pattern, csv: 'regex_pattern' },
  ];
  return (
    <ListPage title="PDF Form Fields">
      <ResourceTable<PdfFormField>
        aria-label="PDF form fields"
        resource="pdf_form_fields"
        columns={columns}
        filters={FILTERS}
        with={['pdf_form']}
        pageSize={25}
        csvFilename="pdf_form_fields.csv"
        rowKey={(f) => f.id}
        reloadToken={version}
      />
      {editing !== undefined && (
        <EditFieldDialog
          id={editing}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved) setVersion((v) => v + 1);
          }}
        />
      )}
    </ListPage>
  );
}

function EditFieldDialog({ id, onClose }: { id: number; onClose: (saved: boolean) => void }) {
  const form = useRecordForm({ resource: 'pdf_form_fields', id: String(id), fields: FIELDS, savedText: 'PDF Form Field Saved' });
  const name = (form.record.pdf_form as { name?: string } | undefined)?.name;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Edit PDF Form Field{name ? ` (${name})` : ''}</DialogTitle>
          <DialogContent>
            {form.status === 'loading' && <Spinner label="Loading…" />}
            {form.status === 'error' && <p role="alert">{form.error}</p>}
            {form.status === 'not-found' && <p role="alert">PDF form field not found</p>}
            {form.status === 'loaded' && (
              <FormFieldSet fields={FIELDS} values={form.values} errors={form.errors} onChange={form.setValue} disabled={form.saving} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose(false)}>Cancel</Button>
            <Button appearance="primary" disabled={form.saving || form.status !== 'loaded'} onClick={() => void form.save().then((ok) => ok && onClose(true))}>
              Save Changes
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
