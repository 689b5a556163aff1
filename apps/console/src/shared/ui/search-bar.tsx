import { type ReactNode, useState } from 'react';

/**
 * A list's filter bar: its filters (`children`), a search box that keeps what is typed until 검색 is
 * pressed, and the 검색 button, which hands the trimmed text to `onSearch`.
 */
export function SearchBar({
  q,
  placeholder,
  onSearch,
  label = '검색',
  maxLength = 100,
  children,
}: {
  q: string;
  placeholder: string;
  onSearch: (q: string) => void;
  label?: string;
  maxLength?: number;
  children?: ReactNode;
}) {
  const [search, setSearch] = useState(q);
  // The address's search changed under the box (Back, a link): the box shows it, not what was typed before.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setSearch(q);
  }
  return (
    <search>
      <form
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(search.trim());
        }}
      >
        {children}
        <input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={search}
          maxLength={maxLength}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button type="submit" className="button">
          검색
        </button>
      </form>
    </search>
  );
}
