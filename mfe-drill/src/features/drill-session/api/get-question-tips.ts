import { apiPost, contract } from '@speakwell/api-client';
import type { TipsResponse } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** POST /api/question-tips: how to approach the current question. */
export function getQuestionTips(drillId: string): Promise<TipsResponse> {
  return apiPost('/api/question-tips', { drill_id: drillId }, { loadSchema: contract('TipsResponse') });
}

export const questionTipsMutation = () => mutationOptions({ mutationFn: getQuestionTips });

export function useQuestionTips() {
  return useMutation(questionTipsMutation());
}
