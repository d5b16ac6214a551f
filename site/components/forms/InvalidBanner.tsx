import { CircleAlert } from 'lucide-react';

/** Above the form when some field needs another look; each field also says what is wrong. */
export function InvalidBanner({ title, text }: { title?: string; text: string }) {
  return (
    <div className="alert alert--error lead-invalid" role="alert">
      <CircleAlert size={22} aria-hidden="true" />
      <div>
        {title ? <strong>{title}</strong> : null}
        <p>{text}</p>
      </div>
    </div>
  );
}
