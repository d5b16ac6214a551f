/** Four student reviews shown under every course's tabs. */
export const courseTestimonials = [
  {
    quote: 'Salí del curso con un proyecto real funcionando en mi empresa. Las clases en directo y las correcciones personalizadas marcan la diferencia.',
    author: 'Lucía Ferrer',
    role: 'Analista de operaciones, Valencia',
  },
  {
    quote: 'Venía del mundo del marketing sin saber programar y ahora automatizo informes que antes me llevaban un día entero.',
    author: 'Hugo Navarro',
    role: 'Responsable de marketing digital, Sevilla',
  },
  {
    quote: 'Docentes que trabajan en proyectos de verdad y que explican con paciencia. Se nota que saben de lo que hablan.',
    author: 'Nerea Etxeberria',
    role: 'Desarrolladora de software, Bilbao',
  },
  {
    quote: 'El temario está muy bien ordenado y los materiales son excelentes. Lo recomendaría a cualquiera que quiera empezar en serio con la IA.',
    author: 'Pablo Gutiérrez',
    role: 'Jefe de proyecto, Madrid',
  },
] as const;
