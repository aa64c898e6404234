import { HistoryList, RecordEditPage, useChoices, useRecordForm, type FormSection } from '@portal/web-kit';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BUCKETS } from '../shared/choices.js';
import { LinkedApplicationTypes } from './linked-application-types.js';
import type { RackRate } from './rack-rate.js';

const SECTIONS: FormSection[] = [
  {
    title: 'Rack Rate',
    fields: [
      { name: 'name', label: 'Name', required: true },
      { name: 'charge_amount', label: 'Charge Amount', kind: 'money', required: true },
      { name: 'every_vehicle', label: 'Every Vehicle', kind: 'yesNo', boolean: true },
      { name: 'bucket_id', label: 'Bucket', kind: 'choice', options: BUCKETS, allowEmpty: false, required: true },
    ],
  },
];
const FIELDS = SECTIONS.flatMap((s) => s.fields);

/** /admin/rackRates/{id}: name, amount, every vehicle, bucket, and the linked title application types. */
export function RackRateEditPage() {
  const { rackRateId = '' } = useParams();
  const [saved, setSaved] = useState(0);
  const form = useRecordForm({ resource: 'rack_rates', id: rackRateId, fields: FIELDS, appends: ['overrides_count'], savedText: 'Rack Rate Saved' });
  const choices = useChoices(FIELDS);
  const save = async () => {
    const ok = await form.save();
    if (ok) setSaved((n) => n + 1);
    return ok;
  };
  const rate = form.record as unknown as RackRate;
  return (
    <RecordEditPage
      title={`Rack Rate: ${rate.name ?? ''}`}
      backTo={{ href: '/admin/rackRates', label: 'Rack Rates' }}
      form={{ ...form, save }}
      sections={SECTIONS}
      choices={choices.options}
      notFoundText="Rack rate not found"
    >
      <LinkedApplicationTypes rackRateId={rackRateId} />
      <HistoryList objectType="rack_rate" objectId={rackRateId} reloadToken={saved} />
    </RecordEditPage>
  );
}
