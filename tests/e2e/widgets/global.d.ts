import type { IAWidgetsApi } from '../../../widgets/api.ts';

declare global {
  interface Window {
    IAWidgets: IAWidgetsApi;
  }
}
