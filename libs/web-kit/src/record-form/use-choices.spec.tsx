import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ApiProvider } from '../api/api-context.js';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { AlertStack } from '../alerts/alert-stack.js';
import { clearAlerts } from '../alerts/alerts.js';
import type { OptionsLoader } from '../resource-table/types.js';
import { useChoices } from './use-choices.js';

const failingLookup: OptionsLoader = async () => {
  throw new ApiError('Locations are unavailable', 500);
};
const workingLookup: OptionsLoader = async () => [{ value: '7', label: 'Yard' }];

function Choices({ loader }: { loader: OptionsLoader }) {
  const choices = useChoices([{ name: 'location_to_id', label: 'To', kind: 'choice', loadOptions: loader }]);
  return <p>{(choices.options.location_to_id ?? []).map((o) => o.label).join(',') || 'no options'}</p>;
}

function renderWith(loader: OptionsLoader) {
  render(
    <ApiProvider api={{} as ApiClient}>
      <AlertStack />
      <Choices loader={loader} />
    </ApiProvider>,
  );
}

describe('useChoices', () => {
  afterEach(() => clearAlerts());

  it('says so when a lookup fails, instead of offering an empty list as if there were none', async () => {
    renderWith(failingLookup);
    expect(await screen.findByText(/Locations are unavailable/)).toBeTruthy();
    expect(screen.getByText('no options')).toBeTruthy();
  });

  it('offers the looked-up options without an alert', async () => {
    renderWith(workingLookup);
    expect(await screen.findByText('Yard')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
