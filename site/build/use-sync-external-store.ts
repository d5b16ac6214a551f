/**
 * wouter imports useSyncExternalStore through the `use-sync-external-store` shim, written for
 * React 17. React 19 has the hook built in (the shim only forwards to it there), so the browser
 * bundle takes React's own and leaves the shim's code out (vite.site.config.ts, resolve.alias).
 */
export { useSyncExternalStore } from 'react';
