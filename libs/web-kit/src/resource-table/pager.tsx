import { Button, Label, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId } from 'react';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalS,
  },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: ReadonlyArray<number>;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** "11–20 of 57", rows per page and previous/next. */
export function Pager({ page, pageSize, total, pageSizes, onPage, onPageSize }: PagerProps) {
  const styles = useStyles();
  const sizeId = useId();
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className={styles.pager}>
      <div className={styles.size}>
        <Label htmlFor={sizeId}>Rows per page</Label>
        <Select id={sizeId} value={String(pageSize)} onChange={(_, data) => onPageSize(Number(data.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      <Text aria-live="polite">
        {first}–{last} of {total}
      </Text>
      <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)} />
      <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label="Next page" disabled={page >= lastPage} onClick={() => onPage(page + 1)} />
    </div>
  );
}
