/** The enrolment form, in every course page's reserve box; its hidden `course` field names the course. */
export const ENROLMENT_FORM = 'form.enrolment-form';

/**
 * This course's prerendered page is in the document: React is about to hydrate it (after a
 * client-side navigation, the page on screen is another one, or none).
 */
export const prerenderedCourse = (slug: string) =>
  [...document.querySelectorAll<HTMLInputElement>(`${ENROLMENT_FORM} input[name="course"]`)].some((input) => input.value === slug);
