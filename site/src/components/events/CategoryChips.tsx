/**
 * The category filter (docs/requirements/pages-and-routes.md#events-page): All plus each
 * category that has events loaded.
 */
import type { EventTexts } from './event-texts';
import { categoryName } from './event-texts';

interface Props {
  categories: string[];
  selected: string;
  texts: EventTexts;
  onSelect: (category: string) => void;
}

export function CategoryChips({ categories, selected, texts, onSelect }: Props) {
  return (
    <div className="chips" role="group" aria-label={texts.categories}>
      {['all', ...categories].map((category) => (
        <button
          key={category}
          type="button"
          className="chip"
          aria-pressed={selected === category}
          onClick={() => onSelect(category)}
        >
          {category === 'all' ? texts.category.all : categoryName(category, texts)}
        </button>
      ))}
    </div>
  );
}
