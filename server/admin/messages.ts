/** Every sentence the dashboard's server code says (the panels hold their own labels). */
export const adminMessages = {
  wrongPassword: 'La contraseña no es correcta.',
  tooManyAttempts: (seconds: number) => `Demasiados intentos. Espera ${Math.ceil(seconds / 60)} minutos antes de volver a probar.`,
  csrf: 'El formulario ha caducado o no viene de este panel. Vuelve a la página e inténtalo de nuevo.',
  badForm: 'El formulario no es válido.',
  statusSaved: 'Estado guardado.',
  erased: (rows: number) => `Datos borrados: ${rows} ${rows === 1 ? 'registro' : 'registros'}.`,
  nothingToErase: 'No había datos de esa dirección.',
  storeUnavailable: 'El almacén de datos todavía se está abriendo. Recarga en unos segundos.',
  notFound: 'No existe ese lead (quizá se borró).',
} as const;
