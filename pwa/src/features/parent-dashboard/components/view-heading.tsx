/** A view's heading with the back arrow that returns to where the person came from. */
export function ViewHeading({ id, title, backLabel, onBack, level = 2 }: { id?: string; title: string; backLabel: string; onBack: () => void; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="view-heading">
      <button type="button" className="icon-button" aria-label={backLabel} onClick={onBack}>
        <span aria-hidden="true">←</span>
      </button>
      <Heading id={id} className={level === 2 ? 'parent-dashboard__box-title' : 'view-heading__title'}>
        {title}
      </Heading>
    </div>
  );
}
