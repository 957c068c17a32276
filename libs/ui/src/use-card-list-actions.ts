import { useState } from 'react';

export interface CardListActions<Item extends { id: string }> {
  /** The one expanded card, if any. */
  expandedId: string | null;
  /** Expands a card (collapsing any other), or collapses it when it is the open one. */
  toggleExpanded: (id: string) => void;
  /** The item whose delete waits for confirmation (a dialog is open while this is set). */
  pendingDelete: Item | null;
  askDelete: (item: Item) => void;
  cancelDelete: () => void;
  /** Closes the dialog, marks the card as deleting and runs the delete. */
  confirmDelete: () => void;
  /** The card being deleted: it shows 'Deleting...' in place of its actions. */
  deletingId: string | null;
}

/**
 * The state of a history list of cards: one card expanded at a time, a confirmed delete, and
 * the deleting marker, cleared whether the delete succeeded or failed.
 */
export function useCardListActions<Item extends { id: string }>(
  remove: (id: string) => Promise<unknown>,
  onDeleteError: (error: unknown) => void,
): CardListActions<Item> {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Item | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  function confirmDelete() {
    if (!pendingDelete) return;
    const id = pendingDelete.id;
    setPendingDelete(null);
    setDeletingId(id);
    if (expandedId === id) setExpandedId(null);
    remove(id)
      .catch(onDeleteError)
      .finally(() => setDeletingId(null));
  }

  return {
    expandedId,
    toggleExpanded: (id) => setExpandedId((current) => (current === id ? null : id)),
    pendingDelete,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    deletingId,
  };
}
