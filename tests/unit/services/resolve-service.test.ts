import { describe, expect, it, vi } from 'vitest';
import { resolveService } from '../../../site/pages/services/lib/resolve-service.ts';

describe('service detail states', () => {
  it("says 'No se especificó un servicio' without a slug", () => {
    expect(resolveService('')).toEqual({ status: 'error', message: 'No se especificó un servicio' });
    expect(resolveService(undefined)).toEqual({ status: 'error', message: 'No se especificó un servicio' });
  });

  it("says 'Servicio no encontrado' for an unknown slug", () => {
    expect(resolveService('no-existe')).toEqual({ status: 'error', message: 'Servicio no encontrado' });
  });

  it("says 'Error al cargar el servicio' when the lookup fails, and logs the error", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = () => {
      throw new Error('catálogo corrupto');
    };
    expect(resolveService('nlp', failing)).toEqual({ status: 'error', message: 'Error al cargar el servicio' });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('finds a known service', () => {
    const result = resolveService('nlp');
    expect(result.status === 'found' && result.service.title).toBe('Procesamiento del lenguaje natural');
  });
});
