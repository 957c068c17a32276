/**
 * Small JSON calls against the running API (seeding and probing; the load itself is autocannon).
 * @param {string} baseUrl
 * @param {string} method
 * @param {string} path
 * @param {{ token?: string, body?: unknown }} [options]
 */
export async function call(baseUrl, method, path, { token, body } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, bytes: Buffer.byteLength(text), text };
}

/** Like call(), but a status outside 2xx is an error naming the call. */
export async function callOk(baseUrl, method, path, options) {
  const result = await call(baseUrl, method, path, options);
  if (result.status < 200 || result.status > 299) throw new Error(`${method} ${path} answered ${result.status}: ${result.text.slice(0, 500)}`);
  return result.json;
}
