import { describe, expect, it } from 'vitest';
import { normaliseOrigin } from '../../../server/partners/origin.ts';

describe('a partner origin as the team types it', () => {
  it.each([
    ['https://Socio.ES/', 'https://socio.es'],
    ['  https://www.socio.es  ', 'https://www.socio.es'],
    ['https://socio.es:443', 'https://socio.es'],
    ['https://socio.es:8443', 'https://socio.es:8443'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://tienda.localhost:8080', 'http://tienda.localhost:8080'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
  ])('%s is the origin %s, as browsers send it', (input, origin) => {
    expect(normaliseOrigin(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ['', 'Escribe el origen del socio, por ejemplo https://www.socio.es.'],
    ['socio.es', 'Falta el esquema: escribe https://socio.es.'],
    ['www.socio.es/tienda?x=1', 'Falta el esquema: escribe https://www.socio.es.'],
    ['localhost:3000', 'Falta el esquema: escribe http://localhost:3000.'],
    ['socio', '«socio» no es un origen: escribe el esquema y el dominio, por ejemplo https://www.socio.es.'],
    ['https://', '«https://» no es un origen: escribe el esquema y el dominio, por ejemplo https://www.socio.es.'],
    ['https:socio.es', '«https:socio.es» no es un origen: escribe el esquema y el dominio, por ejemplo https://www.socio.es.'],
    ['https://socio es', '«https://socio es» no es un origen: escribe el esquema y el dominio, por ejemplo https://www.socio.es.'],
    ['ftp://socio.es', 'Solo se admiten orígenes https:// (y http:// únicamente en localhost).'],
    ['javascript:alert(1)', 'Solo se admiten orígenes https:// (y http:// únicamente en localhost).'],
    ['http://socio.es', 'http:// no es seguro fuera de localhost: usa https://socio.es.'],
    ['https://socio.es/widgets', 'Un origen no lleva ruta, consulta ni fragmento: escribe solo https://socio.es.'],
    ['https://socio.es/?utm=1', 'Un origen no lleva ruta, consulta ni fragmento: escribe solo https://socio.es.'],
    ['https://socio.es#', 'Un origen no lleva ruta, consulta ni fragmento: escribe solo https://socio.es.'],
    ['https://ana:clave@socio.es', 'Un origen no lleva usuario ni contraseña.'],
    ['https://*.socio.es', 'No se admiten comodines (*): añade cada origen del socio por separado.'],
  ])('%j is refused: %s', (input, error) => {
    expect(normaliseOrigin(input)).toEqual({ ok: false, error });
  });
});
