import { AppError } from '@portal/web-kit';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { VehiclesApp } from './vehicles-app.js';

// Exposed as `./app`: the single-spa lifecycles the shell registers for the /vehicles prefix.
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => <VehiclesApp />,
  errorBoundary: (error) => <AppError error={error} idPrefix="mfe-vehicles-error-" />,
});

export const { bootstrap, mount, unmount } = lifecycles;
