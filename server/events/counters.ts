import type { SiteEvent } from '../../site/domain/events.ts';
import { channelOf } from './channels.ts';

/**
 * Every event becomes a few daily counters and nothing else: (day, metric, key, detail) += 1.
 * The metrics the dashboard reads are named here once.
 */
export const METRICS = {
  pageView: 'page_view',
  campaign: 'campaign',
  referrer: 'referrer',
  channel: 'channel',
  whatsappClick: 'whatsapp_click',
  chatOpened: 'chat_opened',
  chatOutcome: 'chat_outcome',
  formSubmitted: 'form_submitted',
  consent: 'consent',
  /** Conversions per origin: key = the partner origin ('' for the company's site), detail = one of ORIGIN_CONVERSIONS. */
  originConversion: 'origin_conversion',
} as const;

/** What the dashboard's per-origin table counts from events (leads come from the leads table). */
export const ORIGIN_CONVERSIONS = { question: 'question', handoff: 'handoff', whatsapp: 'whatsapp' } as const;

/** The same event once more under the page's origin: `partner` undefined is the company's site. */
export function originCounters(event: SiteEvent, partner: string | undefined): Counter[] {
  const key = partner ?? '';
  const counter = (detail: string): Counter => ({ metric: METRICS.originConversion, key, detail });
  if (event.type === 'whatsapp_click') return [counter(ORIGIN_CONVERSIONS.whatsapp)];
  if (event.type !== 'chat_outcome') return [];
  return event.outcome === 'handoff' ? [counter(ORIGIN_CONVERSIONS.question), counter(ORIGIN_CONVERSIONS.handoff)] : [counter(ORIGIN_CONVERSIONS.question)];
}

export interface Counter {
  metric: (typeof METRICS)[keyof typeof METRICS];
  key: string;
  detail: string;
}

/** "ninguna" when only the essential cookies were accepted. */
export const NO_OPTIONAL_CONSENT = 'ninguna';

export function countersFor(event: SiteEvent, siteHost: string): Counter[] {
  switch (event.type) {
    case 'page_view': {
      const referrer = event.referrer && event.referrer !== siteHost ? event.referrer : undefined;
      const counters: Counter[] = [{ metric: METRICS.pageView, key: event.route, detail: '' }];
      // A later view of the same visit has no referrer: counting it would inflate "directo".
      if (event.landing) counters.push({ metric: METRICS.channel, key: channelOf(referrer, event.utmMedium, siteHost), detail: '' });
      if (referrer) counters.push({ metric: METRICS.referrer, key: referrer, detail: '' });
      if (event.utmCampaign || event.utmSource) {
        const detail = [event.utmSource ?? '', event.utmMedium ?? ''].join(' / ');
        counters.push({ metric: METRICS.campaign, key: event.utmCampaign ?? '(sin campaña)', detail });
      }
      return counters;
    }
    case 'whatsapp_click':
      return [{ metric: METRICS.whatsappClick, key: event.category, detail: event.source }];
    case 'chat_opened':
      return [{ metric: METRICS.chatOpened, key: '', detail: '' }];
    case 'chat_outcome':
      return [{ metric: METRICS.chatOutcome, key: event.outcome, detail: event.reason }];
    case 'form_submitted':
      return [{ metric: METRICS.formSubmitted, key: event.kind, detail: '' }];
    case 'consent':
      return [{ metric: METRICS.consent, key: [...event.categories].sort().join('+') || NO_OPTIONAL_CONSENT, detail: '' }];
  }
}
