import { apiPost, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { ScriptAnalysis, AnalyzeScriptRequest } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** POST /api/scripts/analyze: compares the run with the script, rates it and stores it in the script's history. */
export function analyzeRun(request: AnalyzeScriptRequest): Promise<ScriptAnalysis> {
  return apiPost('/api/scripts/analyze', request, { loadSchema: contract('ScriptAnalysis') });
}

export const analyzeRunMutation = () =>
  mutationOptions({
    mutationFn: analyzeRun,
    // The run is now in the script's Performance History.
    onSuccess: (_analysis, request, _result, { client }) => client.invalidateQueries({ queryKey: queryKeys.scripts.history(request.script_id) }),
  });

export function useAnalyzeRun() {
  return useMutation(analyzeRunMutation());
}
