import { describe, expect, it } from 'vitest';
import { whatsappUrl } from '../../../site/content/company.ts';
import { getServiceDetail } from '../../../site/content/services.ts';

describe('service WhatsApp button', () => {
  it('opens wa.me with the company number and the URL-encoded service message', () => {
    const service = getServiceDetail('clases-particulares-ia')!;
    const url = whatsappUrl(service.whatsappInfo.message);
    expect(url).toBe(
      'https://wa.me/34610123456?text=Hola%2C%20me%20interesan%20las%20clases%20particulares%20de%20IA.%20%C2%BFQu%C3%A9%20horarios%20y%20precios%20ten%C3%A9is%3F',
    );
    expect(decodeURIComponent(new URL(url).searchParams.get('text')!)).toBe(service.whatsappInfo.message);
  });
});
