import { company } from './company.ts';

/** The three offices on /nosotros and /contacto. Madrid is the registered address in company.ts. */
export interface Office {
  slug: string;
  city: string;
  address: string;
  postal: string;
  region: string;
  country: string;
  countryCode: string;
  phone: string;
  phoneHref: string;
  email: string;
  latitude: number;
  longitude: number;
  image: string;
}

export const OFFICE_IMAGE = { width: 640, height: 360 } as const;

export const offices: Office[] = [
  {
    slug: 'madrid',
    city: company.address.city,
    address: company.address.street,
    postal: company.address.postalCode,
    region: company.address.region,
    country: company.address.country,
    countryCode: company.address.countryCode,
    phone: company.phone,
    phoneHref: company.phoneHref,
    email: company.email,
    latitude: 40.4226,
    longitude: -3.6793,
    image: '/images/offices/madrid.webp',
  },
  {
    slug: 'barcelona',
    city: 'Barcelona',
    address: 'Passeig de Gràcia, 55, 3.º 2.ª',
    postal: '08007',
    region: 'Cataluña',
    country: 'España',
    countryCode: 'ES',
    phone: '+34 930 123 456',
    phoneHref: 'tel:+34930123456',
    email: 'barcelona@iaacademy.es',
    latitude: 41.3934,
    longitude: 2.1636,
    image: '/images/offices/barcelona.webp',
  },
  {
    slug: 'lisboa',
    city: 'Lisboa',
    address: 'Avenida da Liberdade, 110, 2.º',
    postal: '1250-146',
    region: 'Lisboa',
    country: 'Portugal',
    countryCode: 'PT',
    phone: '+351 210 123 456',
    phoneHref: 'tel:+351210123456',
    email: 'lisboa@iaacademy.es',
    latitude: 38.7186,
    longitude: -9.1441,
    image: '/images/offices/lisboa.webp',
  },
];

/** A link to the office on OpenStreetMap (opens the external maps service). */
export function officeMapUrl(office: Office): string {
  const { latitude: lat, longitude: lon } = office;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
