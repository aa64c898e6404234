// The share scope (React, Fluent, ...) is negotiated with the remotes before any shared module
// runs, which needs this one asynchronous boundary in front of everything else.
import('./bootstrap');
