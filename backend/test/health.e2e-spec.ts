import { createTestApp, type TestApp } from './support/test-app.js';

describe('Health and client config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the API and database up, without a token', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', aiProvider: 'offline' });
  });
});
