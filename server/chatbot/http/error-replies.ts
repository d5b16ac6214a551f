/** Every error reply of /api/chatbot still carries a Spanish `reply` the widget can show. */
export const errorReplies = {
  badRequest: 'No he podido entender la petición. Escribe tu pregunta (entre 1 y 1000 caracteres) y vuelve a enviarla.',
  messageLength: 'Tu mensaje debe tener entre 1 y 1000 caracteres. Escríbelo de nuevo, por favor.',
  tooLarge: 'Tu mensaje es demasiado largo. Resúmelo en menos de 1000 caracteres y vuelve a enviarlo.',
  notJson: 'No he podido leer tu mensaje: debe enviarse en formato JSON.',
  rateLimited: (seconds: number) => `Has enviado muchos mensajes seguidos. Espera ${seconds} segundos y vuelve a intentarlo, o escríbenos desde /contacto.`,
  overloaded: 'Ahora mismo hay muchas consultas a la vez. Vuelve a intentarlo en unos segundos, o escríbenos desde /contacto.',
  forbiddenOrigin: 'Este sitio no tiene permiso para usar el asistente.',
  notFound: 'Esta dirección no existe. Envía tus preguntas con POST a /api/chatbot.',
  internal: 'Lo siento, ha ocurrido un error al procesar tu mensaje.',
} as const;
