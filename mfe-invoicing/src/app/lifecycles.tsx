import { AppError } from '@portal/web-kit';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { InvoicingApp } from './invoicing-app.js';

// Exposed as `./app`: the single-spa lifecycles the shell registers for this remote's prefixes.
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => <InvoicingApp />,
  errorBoundary: (error) => <AppError error={error} idPrefix="mfe-invoicing-error-" />,
});

export const { bootstrap, mount, unmount } = lifecycles;
