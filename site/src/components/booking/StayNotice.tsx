/** The card's error box: always in the DOM (an alert region that appears late is not announced). */
export interface Notice {
  title?: string;
  text: string;
}

export function StayNotice({ id, notice }: { id: string; notice: Notice | null }) {
  return (
    <div id={id} role="alert" className="stay-notice-region">
      {notice && (
        <div className="notice notice-error">
          {notice.title && <p className="notice-title">{notice.title}</p>}
          <p>{notice.text}</p>
        </div>
      )}
    </div>
  );
}
