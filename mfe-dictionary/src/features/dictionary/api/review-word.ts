import { apiPost, contract } from '@speakwell/api-client';
import type { ReviewWordResponse, DictionaryReview, ReviewGrade } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewQueryKey } from './get-review.js';

/** POST /api/dictionary/{id}/review: how well the word was recalled; the server schedules the next time. */
export function reviewWord({ id, grade }: { id: string; grade: ReviewGrade }): Promise<ReviewWordResponse> {
  return apiPost(`/api/dictionary/${encodeURIComponent(id)}/review`, { grade }, { loadSchema: contract('ReviewWordResponse') });
}

export function useReviewWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewWord,
    // The count follows each answer; the round itself is held by the screen until it ends.
    onSuccess: ({ due_count }) => queryClient.setQueryData<DictionaryReview>(reviewQueryKey, (review) => (review ? { ...review, due_count } : review)),
  });
}
