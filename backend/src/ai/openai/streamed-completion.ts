import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';

export type CompletionParams = ChatCompletionCreateParamsNonStreaming;

/**
 * One chat completion with `stream: true`: `onContent` sees each new piece of content as it
 * arrives; resolves to the finished content (null when the model sent none).
 */
export async function streamCompletion(
  client: OpenAI,
  params: CompletionParams,
  signal: AbortSignal,
  onContent: (piece: string) => void,
): Promise<string | null> {
  const stream = await client.chat.completions.create({ ...params, stream: true }, { signal });
  let content = '';
  let received = false;
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta?.content;
    if (!delta) continue;
    received = true;
    content += delta;
    onContent(delta);
  }
  return received ? content : null;
}
