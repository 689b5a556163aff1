type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** 더 보기 under a list read in pages, while there is a next page; it says 불러오는 중… while it loads. */
export function LoadMoreButton({ pages, className }: { pages: Pages; className: string | undefined }) {
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className={className}
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
    </button>
  );
}
