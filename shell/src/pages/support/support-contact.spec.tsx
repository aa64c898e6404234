import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { SupportContactCard } from './support-contact.js';

describe("support's contact details", () => {
  it('links the phone and the e-mail address the environment gives', () => {
    render(<SupportContactCard contact={{ email: 'help@titles.example.com', phone: '+1 (317) 555-0100' }} />);
    expect(screen.getByRole('link', { name: '+1 (317) 555-0100' }).getAttribute('href')).toBe('tel:+13175550100');
    expect(screen.getByRole('link', { name: 'help@titles.example.com' }).getAttribute('href')).toBe('mailto:help@titles.example.com');
  });

  it('says whom to ask when the environment gives none', () => {
    render(<SupportContactCard contact={{}} />);
    expect(screen.getByText(/Ask the person at DVS you work with/)).toBeTruthy();
  });
});
