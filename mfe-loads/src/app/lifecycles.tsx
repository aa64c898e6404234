import { AppError } from '@portal/web-kit';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { LoadsApp } from './loads-app.js';

// Exposed as `./app`: the single-spa lifecycles the shell registers for this remote's prefixes.
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => <LoadsApp />,
  errorBoundary: (error) => <AppError error={error} idPrefix="mfe-loads-error-" />,
});

export const { bootstrap, mount, unmount } = lifecycles;
