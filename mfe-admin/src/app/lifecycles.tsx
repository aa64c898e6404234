import { AppError } from '@portal/web-kit';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AdminApp } from './admin-app.js';

// Exposed as `./app`: the single-spa lifecycles the shell registers for the /admin prefix.
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => <AdminApp />,
  errorBoundary: (error) => <AppError error={error} idPrefix="mfe-admin-error-" />,
});

export const { bootstrap, mount, unmount } = lifecycles;
