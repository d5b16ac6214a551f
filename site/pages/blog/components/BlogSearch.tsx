import { Search } from 'lucide-react';
import { blogTexts } from '../texts.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function BlogSearch({ value, onChange }: Props) {
  return (
    <form role="search" className="blog-search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="blog-search" className="blog-aside__title">
        {blogTexts.searchLabel}
      </label>
      <div className="blog-search__field">
        <Search size={18} aria-hidden="true" className="blog-search__icon" />
        <input
          id="blog-search"
          className="input blog-search__input"
          type="search"
          placeholder={blogTexts.searchPlaceholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      </div>
    </form>
  );
}
