/** The app's Google client id in browser tests: the fake Google (@speakwell/test-support/fake-google) signs ID tokens for it. */
export const GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * Stands in for https://accounts.google.com/gsi/client in the browser: renders a button that
 * hands `credential` to the app's callback, and records that One Tap was prompted.
 */
export function fakeIdentityServicesScript(credential: string): string {
  return `
    window.google = { accounts: { id: {
      initialize(options) { window.__gis = { options, prompted: false }; },
      renderButton(parent) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Sign in with Google';
        button.onclick = () => window.__gis.options.callback({ credential: ${JSON.stringify(credential)} });
        parent.appendChild(button);
      },
      prompt() { window.__gis.prompted = true; },
      cancel() {},
    } } };`;
}
