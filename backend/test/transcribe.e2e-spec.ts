/**
 * POST /api/transcribe: a recorded answer (raw audio body) to text, for browsers without Web
 * Speech. Against a local fake OpenAI-compatible server with the OpenAI adapter, and with the
 * offline provider, which cannot transcribe and says so.
 */
import { errorReply, transcriptionReply } from '@speakwell/test-support/fake-openai-server';
import { auth, registerUser } from './support/factories.js';
import { setupTestApp, setupTestAppOnFakeProvider } from './support/test-setup.js';

// A few bytes standing in for a recording: the fake provider only counts them.
const AUDIO = Buffer.from('OggS fake opus audio of a spoken answer');
const NOT_CONFIGURED = 'Voice input needs Chrome or Edge, or an AI key on the server. Please type your answer instead.';

describe('POST /api/transcribe with an AI provider', () => {
  const { t, user, provider } = setupTestAppOnFakeProvider({
    ai: { transcriptionModel: 'fake-whisper', timeoutMs: 5_000 },
    config: { rateLimits: { auth: { points: 1000, windowSeconds: 60 }, ai: { points: 3, windowSeconds: 60 } } },
    users: ['user'],
  });
  beforeEach(() => provider.reset());

  it('GET /api/config tells the browser the server can transcribe', async () => {
    const config = await t.http.get('/api/config').expect(200);
    expect(config.body).toEqual(expect.objectContaining({ aiProvider: 'openai', serverTranscription: true }));
  });

  it('answers the words the provider heard, sending the audio as a file with its type', async () => {
    provider.reply(transcriptionReply('  I led the migration to TypeScript.  '));
    const response = await t.http.post('/api/transcribe').set(auth(user)).set('Content-Type', 'audio/ogg; codecs=opus').send(AUDIO).expect(200);
    expect(response.body).toEqual({ text: 'I led the migration to TypeScript.' });
    expect(provider.requests).toHaveLength(1);
    expect(provider.requests[0]?.transcription).toEqual({
      model: 'fake-whisper',
      language: 'en',
      fileName: 'answer.ogg',
      fileType: 'audio/ogg',
      fileBytes: AUDIO.length,
    });
  });

  it('needs a signed-in user', async () => {
    const response = await t.http.post('/api/transcribe').set('Content-Type', 'audio/webm').send(AUDIO).expect(401);
    expect(response.body.error).toEqual(expect.any(String));
    expect(provider.requests).toHaveLength(0);
  });

  it('refuses an empty recording or a body that is not audio with a 4xx, without calling the provider', async () => {
    const empty = await t.http.post('/api/transcribe').set(auth(user)).set('Content-Type', 'audio/webm').send(Buffer.alloc(0)).expect(400);
    expect(empty.body.error).toMatch(/Please send the recorded audio/);
    const json = await t.http.post('/api/transcribe').set(auth(user)).send({ audio: 'not audio' }).expect(400);
    expect(json.body.error).toMatch(/Please send the recorded audio/);
    const text = await t.http.post('/api/transcribe').set(auth(user)).set('Content-Type', 'text/plain').send('hello').expect(415);
    expect(text.body.error).toBe('Unsupported content type');
    expect(provider.requests).toHaveLength(0);
  });

  it('refuses a recording over 10 MB with 413', async () => {
    const response = await t.http
      .post('/api/transcribe')
      .set(auth(user))
      .set('Content-Type', 'audio/webm')
      .send(Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(response.status).toBe(413);
    expect(response.body.error).toEqual(expect.any(String));
    expect(provider.requests).toHaveLength(0);
  });

  it('a provider failure is a 502 with a clear text', async () => {
    provider.replyAlways(errorReply(500, 'boom'));
    // Its own user: every recording sent, even one refused as empty or too large, spent a point of `user`'s budget.
    const response = await t.http
      .post('/api/transcribe')
      .set(auth(await registerUser(t.http)))
      .set('Content-Type', 'audio/webm')
      .send(AUDIO)
      .expect(502);
    expect(response.body.error).toBe('The AI service failed to answer. Please try again.');
  });

  it('counts against the AI rate limit', async () => {
    const busy = await registerUser(t.http);
    provider.replyAlways(transcriptionReply('Hello there.'));
    for (let i = 0; i < 3; i++) {
      await t.http.post('/api/transcribe').set(auth(busy)).set('Content-Type', 'audio/webm').send(AUDIO).expect(200);
    }
    const refused = await t.http.post('/api/transcribe').set(auth(busy)).set('Content-Type', 'audio/webm').send(AUDIO).expect(429);
    expect(refused.body.error).toEqual(expect.any(String));
    expect(provider.requests).toHaveLength(3);
  });
});

describe('POST /api/transcribe with the offline provider', () => {
  const { t, user } = setupTestApp({ users: ['user'] });

  it('says voice input needs Chrome or Edge, or an AI key, and GET /api/config says so too', async () => {
    const response = await t.http.post('/api/transcribe').set(auth(user)).set('Content-Type', 'audio/webm').send(AUDIO).expect(503);
    expect(response.body).toEqual({ error: NOT_CONFIGURED, code: 'TRANSCRIPTION_NOT_CONFIGURED', statusCode: 503 });
    const config = await t.http.get('/api/config').expect(200);
    expect(config.body).toEqual(expect.objectContaining({ aiProvider: 'offline', serverTranscription: false }));
  });
});
