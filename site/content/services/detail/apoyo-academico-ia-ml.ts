import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-apoyo-academico-ia-ml',
  image: catalogueImage('services', 'apoyo-academico-ia-ml', 'Ilustración abstracta de páginas abiertas con gráficos de funciones'),
  features: [
    'Tutores con formación de posgrado en IA',
    'Explicación de teoría, ejercicios y código',
    'Orientación metodológica en TFG, TFM y tesis',
    'Preparación intensiva de exámenes',
  ],
  technologies: ['Python', 'R', 'MATLAB', 'PyTorch', 'TensorFlow', 'LaTeX'],
  whatsappInfo: {
    message: 'Hola, necesito apoyo con una asignatura o trabajo de IA/machine learning. ¿Me podéis ayudar?',
    category: 'booking',
  },
  details: {
    overview:
      'Te ayudamos a entender, no a copiar. Nuestros tutores explican la teoría que se atraganta, revisan tu código contigo y te orientan en la metodología de tu trabajo de fin de estudios para que puedas defenderlo con seguridad. Respetamos siempre las normas académicas de tu universidad.',
    process: [
      { title: 'Primera consulta', description: 'Nos cuentas la asignatura o el trabajo y los plazos que tienes.' },
      { title: 'Asignación de tutor', description: 'Elegimos al tutor con experiencia en tu área concreta.' },
      { title: 'Sesiones de tutoría', description: 'Trabajamos teoría, ejercicios y revisión de código en directo.' },
      { title: 'Preparación final', description: 'Simulacros de examen o ensayo de la defensa del trabajo.' },
    ],
    useCases: [
      { title: 'Asignaturas de grado', description: 'Aprendizaje automático, estadística y redes neuronales.' },
      { title: 'Trabajo de fin de máster', description: 'Diseño experimental, elección de modelos y redacción de resultados.' },
      { title: 'Doctorado', description: 'Revisión de métodos y reproducibilidad de experimentos.' },
    ],
  },
  forLearners: true,
  formationOptions: [
    { title: 'Tutoría suelta', duration: '1 hora', format: 'Online', level: 'Grado y máster', price: '45€' },
    { title: 'Preparación de examen', duration: '8 horas', format: 'Online o presencial', level: 'Grado', price: '340€' },
    { title: 'Acompañamiento de TFM', duration: '15 horas', format: 'Online', level: 'Máster', price: '600€' },
  ],
};
