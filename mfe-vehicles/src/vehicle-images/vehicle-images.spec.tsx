import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiProvider } from '@portal/web-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, signInAs } from '../testing/fake-api.js';
import { DELETE_IMAGE_QUESTION, NO_IMAGES, VehicleImages, imagePath, thumbSize } from './vehicle-images.js';

const image = {
  pwimageid: 3,
  vehicleid: 42,
  imagename: 'scan.pdf',
  imagetype: 0,
  docnote: '7501 Scanned',
  imageextension: 'pdf',
  dateuploaded: '2026-03-01T10:00:00Z',
  deleted: 0,
  type: { id: 0, name: 'Document' },
};

function renderImages(images: unknown[]) {
  const fake = fakeApi({ lists: { vehicle_images: images } });
  render(
    <ApiProvider api={fake.api}>
      <VehicleImages vehicle={{ vehicleid: 42, vehiclevin: 'VIN42' }} reloadToken={0} onChanged={() => undefined} />
    </ApiProvider>,
  );
  return fake;
}

describe('vehicle images', () => {
  beforeEach(() => signInAs(2));

  it('sizes thumbnails 100, documents 50, and addresses them through the gateway', () => {
    expect(thumbSize({ ...image, imagetype: 8 })).toBe(100);
    expect(thumbSize(image)).toBe(50);
    expect(imagePath(image, 'thumb')).toBe('/api/vehicles/42/images/3?size=thumb');
  });

  it("says 'No Images' when there are none", async () => {
    renderImages([]);
    expect(await screen.findByText(NO_IMAGES)).toBeTruthy();
  });

  it('asks before deleting, deletes through the catalog call, then reads the images again', async () => {
    const fake = renderImages([image]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DELETE_IMAGE_QUESTION)).toBeTruthy();
    const reads = fake.requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(fake.writes).toEqual([['DELETE', '/api/vehicle_images/3', undefined]]));
    await waitFor(() => expect(fake.requests.length).toBeGreaterThan(reads));
  });

  it('offers no delete or restore to a client user', async () => {
    signInAs(1);
    renderImages([image]);
    await screen.findByText(image.docnote);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('switches to the deleted images', async () => {
    const fake = renderImages([]);
    await screen.findByText(NO_IMAGES);
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(fake.requests.some((r) => r.includes('deleted|eq|1'))).toBe(true));
  });
});
