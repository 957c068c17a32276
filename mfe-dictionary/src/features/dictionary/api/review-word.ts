import { apiPost, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { ReviewWordResponse, DictionaryReview, ReviewGrade } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** POST /api/dictionary/{id}/review: how well the word was recalled; the server schedules the next time. */
export function reviewWord({ id, grade }: { id: string; grade: ReviewGrade }): Promise<ReviewWordResponse> {
  return apiPost(`/api/dictionary/${encodeURIComponent(id)}/review`, { grade }, { loadSchema: contract('ReviewWordResponse') });
}

export const reviewWordMutation = () =>
  mutationOptions({
    mutationFn: reviewWord,
    // The count follows each answer; the round itself is held by the screen until it ends.
    onSuccess: ({ due_count }, _answer, _result, { client }) =>
      client.setQueryData<DictionaryReview>(queryKeys.dictionary.review, (review) => (review ? { ...review, due_count } : review)),
  });

export function useReviewWord() {
  return useMutation(reviewWordMutation());
}
