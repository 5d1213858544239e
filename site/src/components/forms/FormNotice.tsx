/**
 * The boxes under a form that report the outcome
 * (docs/requirements/validation-messages.md#outcome-notices): a success is announced politely,
 * a failure at once. Both live regions are always rendered (empty when unused), because
 * screen readers only announce changes to regions that already existed.
 */
import { useEffect, useRef } from 'react';

interface Props {
  tone: 'success' | 'error' | null;
  title?: string | undefined;
  text?: string | null | undefined;
  /** Scroll the box into view: the outcome is not next to a field the guest is looking at. */
  reveal?: boolean;
}

function NoticeBox({ tone, title, text }: { tone: 'success' | 'error'; title: string; text: string | null }) {
  return (
    <div className={`notice notice-${tone}`}>
      {title && <p className="notice-title">{title}</p>}
      {text && <p>{text}</p>}
    </div>
  );
}

export function FormNotice({ tone, title = '', text = null, reveal = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal && tone) box.current?.scrollIntoView({ block: 'nearest' });
  }, [reveal, tone, title, text]);

  return (
    <div className="form-notice" ref={box}>
      <div role="status">{tone === 'success' && <NoticeBox tone={tone} title={title} text={text} />}</div>
      <div role="alert">{tone === 'error' && <NoticeBox tone={tone} title={title} text={text} />}</div>
    </div>
  );
}
