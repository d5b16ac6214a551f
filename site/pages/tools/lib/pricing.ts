import { formatRules, groupDiscounts, serviceHourPacks, VAT_PERCENT, type DeliveryFormat } from '../../../content/pricing.ts';
import { formatEuros, parseEuros } from '../../../domain/format.ts';
import { percentOf, toCents } from './money.ts';

export interface QuoteLine {
  label: string;
  cents: number;
  kind: 'item' | 'discount' | 'fee' | 'net' | 'tax' | 'total';
}

export interface Quote {
  lines: QuoteLine[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  /** Total divided by the participants, for training quotes. */
  perParticipantCents?: number;
  /** The price is a starting point, not a closed budget. */
  isStartingPrice: boolean;
}

export interface TrainingQuoteInput {
  courseTitle: string;
  /** Catalogue price per person, in euros, for the catalogue's hours. */
  coursePrice: number;
  courseHours: number;
  participants: number;
  hours: number;
  format: DeliveryFormat;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function groupDiscountPercent(participants: number): number {
  return groupDiscounts.find((tier) => participants >= tier.minParticipants)?.percent ?? 0;
}

/**
 * Catalogue prices already include VAT (a course listed at 890€ costs 890€), so the lines add up to
 * the total and the VAT inside it is shown for information, never added on top.
 */
function closeQuote(lines: QuoteLine[], isStartingPrice: boolean): Quote {
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const netCents = Math.round((totalCents * 100) / (100 + VAT_PERCENT));
  const vatCents = totalCents - netCents;
  return {
    lines: [
      ...lines,
      { label: 'Total (IVA incluido)', cents: totalCents, kind: 'total' },
      { label: 'Base imponible', cents: netCents, kind: 'net' },
      { label: `IVA incluido (${VAT_PERCENT} %)`, cents: vatCents, kind: 'tax' },
    ],
    netCents,
    vatCents,
    totalCents,
    isStartingPrice,
  };
}

/** A training course for a group: the catalogue price scaled to the hours, then group and format rules. */
export function trainingQuote(input: TrainingQuoteInput): Quote {
  const format = formatRules.find((rule) => rule.value === input.format);
  if (!format) throw new Error(`Unknown delivery format: ${input.format}`);
  const perPersonCents = Math.round((toCents(input.coursePrice) * input.hours) / input.courseHours);
  const grossCents = perPersonCents * input.participants;
  const lines: QuoteLine[] = [
    {
      label: `${input.courseTitle}: ${input.hours} h × ${plural(input.participants, 'participante', 'participantes')}`,
      cents: grossCents,
      kind: 'item',
    },
  ];
  const discountPercent = groupDiscountPercent(input.participants);
  const discountCents = percentOf(grossCents, discountPercent);
  if (discountCents > 0) {
    lines.push({ label: `Descuento por grupo (${discountPercent} %)`, cents: -discountCents, kind: 'discount' });
  }
  const formatCents = percentOf(grossCents - discountCents, format.adjustmentPercent);
  if (formatCents !== 0) {
    const sign = format.adjustmentPercent > 0 ? '+' : '−';
    lines.push({
      label: `Formato ${format.label.toLowerCase()} (${sign}${Math.abs(format.adjustmentPercent)} %)`,
      cents: formatCents,
      kind: formatCents < 0 ? 'discount' : 'fee',
    });
  }
  if (format.fixedFee > 0) {
    lines.push({ label: 'Desplazamiento y preparación del aula', cents: toCents(format.fixedFee), kind: 'fee' });
  }
  const quote = closeQuote(lines, false);
  return { ...quote, perParticipantCents: Math.round(quote.totalCents / input.participants) };
}

export interface ServicePrice {
  /** Euros. */
  amount: number;
  unit: 'hour' | 'project';
}

/** Reads the catalogue's price text: 'Desde 40€/h' is hourly, 'Desde 7500€' a project starting price. */
export function parseServicePrice(text: string): ServicePrice | undefined {
  const amount = parseEuros(text);
  if (amount === undefined) return undefined;
  return { amount, unit: /€\s*\/\s*h(?:ora)?\b/i.test(text) ? 'hour' : 'project' };
}

export interface ServiceQuoteInput {
  serviceTitle: string;
  price: ServicePrice;
  hours: number;
}

/** A service: hourly services are billed by hour packs; project services show their starting price. */
export function serviceQuote(input: ServiceQuoteInput): Quote {
  if (input.price.unit === 'project') {
    return closeQuote([{ label: `${input.serviceTitle}: precio de partida del proyecto`, cents: toCents(input.price.amount), kind: 'item' }], true);
  }
  const grossCents = toCents(input.price.amount) * input.hours;
  const lines: QuoteLine[] = [
    { label: `${input.serviceTitle}: ${plural(input.hours, 'hora', 'horas')} × ${formatEuros(input.price.amount)}/h`, cents: grossCents, kind: 'item' },
  ];
  const pack = serviceHourPacks.find((tier) => input.hours >= tier.minHours);
  if (pack) {
    lines.push({
      label: `Bono de ${pack.minHours} horas o más (${pack.percent} %)`,
      cents: -percentOf(grossCents, pack.percent),
      kind: 'discount',
    });
  }
  return closeQuote(lines, false);
}
