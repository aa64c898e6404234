import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HomePage } from './home-page.js';

describe('the home page (document 2 §2)', () => {
  it.each(['Nationwide Vehicle Titling Services', 'Registered Importation'])('opens the %s dialog and closes it with Close', async (title) => {
    render(<HomePage />);
    fireEvent.click(screen.getByRole('button', { name: `Learn more about ${title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(title);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
