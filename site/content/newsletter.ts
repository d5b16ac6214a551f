/** The newsletter the blog offers in each article's sidebar: its promise, read by the form and the assistant. */
export const newsletter = {
  title: 'Recibe nuevos artículos',
  text: 'Un correo al mes con nuestras mejores guías sobre IA. Sin spam; te das de baja cuando quieras.',
};
