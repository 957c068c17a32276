import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';

export type CompletionParams = ChatCompletionCreateParamsNonStreaming;

/**
 * One chat completion with `stream: true`: `onContent` sees the whole content written so far
 * after every chunk; resolves to the finished content (null when the model sent none).
 */
export async function streamCompletion(
  client: OpenAI,
  params: CompletionParams,
  signal: AbortSignal,
  onContent: (contentSoFar: string) => void,
): Promise<string | null> {
  const stream = await client.chat.completions.create({ ...params, stream: true }, { signal });
  let content = '';
  let received = false;
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta?.content;
    if (!delta) continue;
    received = true;
    content += delta;
    onContent(content);
  }
  return received ? content : null;
}
