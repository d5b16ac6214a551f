/** The course page's parts that are not on its first screen, in one chunk of their own (see DeferredCoursePart). */
export { CourseFaq } from './CourseFaq.tsx';
export { CourseInstructors } from './CourseInstructors.tsx';
export { CourseProgramme } from './CourseProgramme.tsx';
export { CourseTestimonials } from './CourseTestimonials.tsx';
export { RelatedCourses } from './RelatedCourses.tsx';
