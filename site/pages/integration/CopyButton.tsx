import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * Copies `text` and says so in a polite live region ("Copiado"), without moving focus. A new
 * text (another choice on the form) clears the message.
 */
export function CopyButton({ text, label, what }: { text: string; label: string; what: string }) {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  useEffect(() => setCopied('idle'), [text]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={copy}>
        {copied === 'done' ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
        {label}
      </button>
      <p className="integration-status" role="status" aria-live="polite">
        {copied === 'done' && `Copiado: ${what}. Ya puedes pegarla en tu web.`}
        {copied === 'failed' && 'No se ha podido copiar: selecciona el texto de la etiqueta y cópialo a mano.'}
      </p>
    </>
  );
}
