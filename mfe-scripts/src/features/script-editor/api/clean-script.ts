import { apiPost, contract } from '@speakwell/api-client';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/scripts/clean: the AI's tidied version of the text. */
export async function cleanScript(content: string): Promise<string> {
  const { cleaned_content } = await apiPost('/api/scripts/clean', { script_content: content }, { loadSchema: contract('CleanScriptResponse') });
  return cleaned_content;
}

/** On failure the text stays as typed (the failure is only logged). */
export const cleanScriptMutation = () =>
  mutationOptions({
    mutationFn: cleanScript,
    onError: (error) => console.error('Failed to clean up the script', error),
  });
