import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../shared/ui/icons';
import styles from '../docs.module.css';
import { searchHref } from './download-query';

/** Development only: search the manuals by product name or code (`query`). */
export function SearchBox({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchHref(value));
  };
  return (
    <search>
      <form className={styles.search} onSubmit={onSubmit}>
        <label htmlFor="manual-query" className="visually-hidden">
          상품명 또는 코드
        </label>
        <input
          id="manual-query"
          type="search"
          value={value}
          maxLength={100}
          placeholder="상품명 또는 코드로 검색"
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" aria-label="검색">
          <SearchIcon size={20} />
        </button>
      </form>
    </search>
  );
}
