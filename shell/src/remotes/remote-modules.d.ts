// What every remote exposes as `./app`: single-spa lifecycles.
declare module 'mfe_*/app' {
  import type { LifeCycleFn } from 'single-spa';
  export const bootstrap: LifeCycleFn<object> | Array<LifeCycleFn<object>>;
  export const mount: LifeCycleFn<object> | Array<LifeCycleFn<object>>;
  export const unmount: LifeCycleFn<object> | Array<LifeCycleFn<object>>;
}
