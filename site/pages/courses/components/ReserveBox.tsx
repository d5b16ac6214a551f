import { CalendarDays, TicketPercent, Users } from 'lucide-react';
import type { Course } from '../../../content/courses.ts';
import { priceLabel, VAT_NOTE } from '../../../domain/format.ts';
import { discountPercent } from '../../../domain/discount.ts';
import { editionLabel } from '../lib/start-dates.ts';
import { DeferredEnrolmentForm } from './DeferredEnrolmentForm.tsx';

export const RESERVE_BOX_ID = 'reserva';

export function ReserveBox({ course }: { course: Course }) {
  const discount = discountPercent(course.price, course.originalPrice);
  return (
    <section id={RESERVE_BOX_ID} className="card reserve-box" tabIndex={-1} aria-labelledby="reserva-titulo">
      <h2 id="reserva-titulo">Reserva tu plaza</h2>
      <p className="reserve-box__price">
        <strong data-testid="course-price">{priceLabel(course.price)}</strong>
        {course.originalPrice && discount !== undefined && (
          <>
            <del>
              <span className="sr-only">Precio anterior: </span>
              {priceLabel(course.originalPrice)}
            </del>
            <span className="discount-label">
              <TicketPercent size={16} aria-hidden="true" />-{discount}%
            </span>
          </>
        )}
      </p>
      {course.price !== undefined && <p className="reserve-box__vat">{VAT_NOTE}</p>}
      {course.placesLeft !== undefined && (
        <p className="reserve-box__places">
          <Users size={16} aria-hidden="true" />
          Solo quedan {course.placesLeft} plazas en la próxima edición
        </p>
      )}
      {course.nextDates.length > 0 && (
        <div className="reserve-box__dates">
          <h3>Próximas ediciones</h3>
          <ul>
            {course.nextDates.map((edition) => (
              <li key={edition.date}>
                <CalendarDays size={16} aria-hidden="true" />
                {editionLabel(edition)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <DeferredEnrolmentForm course={course} within={RESERVE_BOX_ID} />
    </section>
  );
}
