import { HistoryList, RecordEditPage, useChoices, useRecordForm, type FormSection } from '@portal/web-kit';
import { useState } from 'react';
import { useParams } from 'react-router';
import { allClients, rackRates } from '../shared/choices.js';

const SECTIONS: FormSection[] = [
  {
    title: 'Override',
    fields: [
      { name: 'rack_rate_id', label: 'Rack Rate', kind: 'choice', loadOptions: rackRates, required: true },
      { name: 'clientid', label: 'Client', kind: 'choice', loadOptions: allClients },
      { name: 'charge_amount', label: 'Charge Amount', kind: 'money', required: true },
      { name: 'every_vehicle', label: 'Every Vehicle', kind: 'yesNo', boolean: true, yesNoLabels: ['Not every vehicle', 'Every Vehicle'] },
    ],
  },
];
const FIELDS = SECTIONS.flatMap((s) => s.fields);

/** /admin/rackRates/overrides/{id} (document 1 §2.10). */
export function OverrideEditPage() {
  const { overrideId = '' } = useParams();
  const [saved, setSaved] = useState(0);
  const form = useRecordForm({ resource: 'rack_rate_overrides', id: overrideId, fields: FIELDS, savedText: 'Override Saved' });
  const choices = useChoices(FIELDS);
  const save = async () => {
    const ok = await form.save();
    if (ok) setSaved((n) => n + 1);
    return ok;
  };
  return (
    <RecordEditPage
      title={`Rack Rate Override #${overrideId}`}
      backTo={{ href: '/admin/rackRates/overrides', label: 'Rack Rate Overrides' }}
      form={{ ...form, save }}
      sections={SECTIONS}
      choices={choices.options}
      notFoundText="Override not found"
    >
      <HistoryList objectType="rack_rate_override" objectId={overrideId} reloadToken={saved} />
    </RecordEditPage>
  );
}
