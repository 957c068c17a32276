import { apiPost, contract } from '@speakwell/api-client';

/** POST /api/scripts/clean: the AI tidies the text; on failure the original content is kept. */
export async function cleanScript(content: string): Promise<string> {
  try {
    const { cleaned_content } = await apiPost('/api/scripts/clean', { script_content: content }, { loadSchema: contract('CleanScriptResponse') });
    return cleaned_content;
  } catch (error) {
    console.error('Failed to clean up the script', error);
    return content;
  }
}
