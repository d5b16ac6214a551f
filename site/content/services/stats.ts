/** The impact figures /servicios shows for our projects. */
export const serviceStats = [
  { value: '+35%', label: 'de eficiencia operativa' },
  { value: '6 meses', label: 'para alcanzar un ROI positivo' },
  { value: '+28%', label: 'de satisfacción del cliente' },
] as const;
