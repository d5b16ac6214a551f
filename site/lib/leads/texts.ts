/**
 * What every lead form says around its fields, in one place for review. The texts that depend on
 * the server's answer come with the form engine (engine.ts), loaded when the visitor starts.
 */
export const leadFormTexts = {
  sending: 'Enviando…',
  sendingStatus: 'Enviando tu solicitud…',
  failedTitle: 'No hemos podido enviar tu solicitud',
  kept: 'Lo que has escrito sigue aquí.',
  /** When even the form's own code could not be downloaded. */
  unreachable: 'No hemos podido conectar con nuestro servidor. Comprueba tu conexión e inténtalo de nuevo.',
  fallbackIntro: 'Si lo prefieres, contacta con nosotros por otra vía:',
  fallbackWhatsapp: 'WhatsApp',
  fallbackWhatsappMessage: 'Hola, he intentado enviar un formulario de vuestra web y no ha funcionado.',
  honeypotLabel: 'No rellenes este campo',
} as const;
