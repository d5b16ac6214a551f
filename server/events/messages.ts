/** The Spanish texts of /api/events (only developers and partners ever read them). */
export const eventMessages = {
  invalid: 'El evento no es válido: revisa su tipo y sus campos.',
  notJson: 'El evento debe enviarse como JSON (text/plain o application/json).',
  tooLarge: 'El evento es demasiado grande.',
  forbiddenOrigin: 'Este sitio no tiene permiso para enviar eventos.',
  unavailable: 'El registro de eventos no está disponible ahora mismo.',
  rateLimited: (seconds: number) => `Demasiados eventos seguidos. Espera ${seconds} segundos.`,
} as const;
