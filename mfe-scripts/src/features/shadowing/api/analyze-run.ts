import { apiPost, contract } from '@speakwell/api-client';
import type { ScriptAnalysis, AnalyzeScriptRequest } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scriptQueryKey } from '../../../shared/api/get-script.js';

/** POST /api/scripts/analyze: compares the run with the script, rates it and stores it in the script's history. */
export function analyzeRun(request: AnalyzeScriptRequest): Promise<ScriptAnalysis> {
  return apiPost('/api/scripts/analyze', request, { loadSchema: contract('ScriptAnalysis') });
}

export function useAnalyzeRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeRun,
    // The run is now in the script's Performance History.
    onSuccess: (_analysis, request) => queryClient.invalidateQueries({ queryKey: [...scriptQueryKey(request.script_id), 'history'] }),
  });
}
