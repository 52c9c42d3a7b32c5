import { PAGINATION_WINDOW } from '@cevapla/contracts/constants';
import { Center, Pagination } from '@mantine/core';
import { useSearchParams } from 'react-router';

/** The list page in the address (?page=N, 1 when missing or invalid) and a way to change it. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  return [page, (next) => setSearchParams(next === 1 ? {} : { page: String(next) })];
}

// 1 … 4 5 6 … 10: first and last page, the current one and its neighbours — at most 7 (spec §2).
const siblings = 1;
const boundaries = Math.max(0, (PAGINATION_WINDOW - 5) / 2);
const controlLabels = { first: 'İlk sayfa', last: 'Son sayfa', next: 'Sonraki sayfa', previous: 'Önceki sayfa' };

/** Page links under a question list, with Turkish labels; nothing when there is one page. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Center>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onPage}
        siblings={siblings}
        boundaries={boundaries}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        getItemProps={(item) => ({ 'aria-label': `${item}. sayfa` })}
      />
    </Center>
  );
}
