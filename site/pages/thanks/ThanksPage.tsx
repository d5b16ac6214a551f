import { BookOpen, CircleCheck, GraduationCap, MailCheck, MailOpen, MessageCircle, Newspaper, PhoneCall, UserMinus } from 'lucide-react';
import { Link } from 'wouter';
import { whatsappUrl } from '../../content/company.ts';
import type { PageModule } from '../../lib/routing/types.ts';
import type { ThanksPath } from './routes.ts';
import { nextSteps, nextStepsTitle, thanksTexts, type ThanksIcon, type ThanksText } from './texts.ts';

const icons: Record<ThanksIcon, typeof CircleCheck> = {
  sent: CircleCheck,
  phone: PhoneCall,
  course: GraduationCap,
  mail: MailOpen,
  confirmed: MailCheck,
  goodbye: UserMinus,
};

function ThanksView({ text }: { text: ThanksText }) {
  const Icon = icons[text.icon];
  return (
    <section className="section thanks">
      <div className="container thanks__container">
        <div className="card thanks__card">
          <Icon size={48} aria-hidden="true" className="thanks__icon" />
          <p className="eyebrow">{text.eyebrow}</p>
          <h1>{text.heading}</h1>
          {text.paragraphs.map((paragraph) => (
            <p key={paragraph} className="thanks__text">
              {paragraph}
            </p>
          ))}
        </div>
        <nav className="thanks__next" aria-labelledby="thanks-next-title">
          <h2 id="thanks-next-title">{nextStepsTitle}</h2>
          <ul>
            <li>
              <Link href={nextSteps.courses.href} className="card card--hover thanks__step">
                <BookOpen size={22} aria-hidden="true" />
                <strong>{nextSteps.courses.label}</strong>
                <span>{nextSteps.courses.text}</span>
              </Link>
            </li>
            <li>
              <Link href={nextSteps.blog.href} className="card card--hover thanks__step">
                <Newspaper size={22} aria-hidden="true" />
                <strong>{nextSteps.blog.label}</strong>
                <span>{nextSteps.blog.text}</span>
              </Link>
            </li>
            <li>
              <a href={whatsappUrl(nextSteps.whatsappMessage)} target="_blank" rel="noopener noreferrer" className="card card--hover thanks__step">
                <MessageCircle size={22} aria-hidden="true" />
                <strong>{nextSteps.whatsapp.label}</strong>
                <span>{nextSteps.whatsapp.text}</span>
              </a>
            </li>
          </ul>
          <Link href="/" className="btn btn-outline">
            {nextSteps.home}
          </Link>
        </nav>
      </div>
    </section>
  );
}

/** One page module per thank-you path, built from its texts (the route table loads it lazily). */
export function thanksPage(path: ThanksPath): PageModule {
  const text = thanksTexts[path];
  return {
    default: () => <ThanksView text={text} />,
    head: () => ({ title: text.title, description: text.description, noindex: true }),
  };
}
