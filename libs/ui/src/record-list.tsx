import { Fragment, type ReactNode } from 'react';

export interface RecordListProps<Item extends { _id: string }> {
  items: readonly Item[];
  /** Said in place of the list when there is nothing in it. */
  emptyText: string;
  /** Numbered records (a session's drills in order) or a plain list. */
  ordered?: boolean;
  className?: string;
  'aria-label'?: string;
  /** One record (an `li`). */
  children: (item: Item) => ReactNode;
}

/** The records of a session (drills, questions and answers, answers so far), or the text for none. */
export function RecordList<Item extends { _id: string }>({ items, emptyText, ordered = false, className, children, ...rest }: RecordListProps<Item>) {
  if (items.length === 0) return <p className="text-sm text-ink-500">{emptyText}</p>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} aria-label={rest['aria-label']}>
      {items.map((item) => (
        <Fragment key={item._id}>{children(item)}</Fragment>
      ))}
    </List>
  );
}
