import { checkNotStopping } from './abort.mjs';
import { installMarks } from './marks.mjs';
import { step } from './progress.mjs';
import { HEADING_TIMEOUT_MS, LOGIN_HEADING, REMOTE_SCREENS, heading, signedInContext } from './screens.mjs';
import { totals, trackResponses } from './responses.mjs';

/**
 * Opens `path` in a fresh context (empty cache), waits for `headingText` and a quiet network.
 * Each file is marked `beforeRender` when it had arrived (Resource Timing) before the heading
 * showed: what the first render needed, as opposed to what was prefetched or loaded after it.
 */
async function load(context, baseUrl, path, headingText) {
  checkNotStopping();
  const page = await context.newPage();
  await page.addInitScript(installMarks, [{ key: 'heading', text: headingText }]);
  const tracked = trackResponses(page, baseUrl);
  await page.goto(`${baseUrl}${path}`);
  await heading(page, headingText).waitFor({ timeout: HEADING_TIMEOUT_MS });
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    heading: window.__benchMarks.heading,
    resources: /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map((entry) => [
      new URL(entry.name).pathname,
      entry.responseEnd,
    ]),
  }));
  const arrived = new Map(timing.resources);
  const files = (await tracked.collect()).map((file) => ({ ...file, beforeRender: (arrived.get(file.path) ?? 0) <= (timing.heading ?? Infinity) }));
  await page.close();
  return files;
}

function byOwner(files, owner) {
  return files.filter((file) => file.owner === owner);
}

/**
 * Lazy chunks with a size target of their own (the dashboard's chart chunk: ECharts), judged
 * apart from the remote's own bytes, and expected on their remote's screen only. Named in the
 * remote's rspack config.
 */
export const SEPARATE_CHUNKS = [{ remote: 'dashboard', title: 'dashboard chart chunk (ECharts)', file: /\/dashboard-chart\.[0-9a-f]+\.js$/ }];

/** A remote's own files, less the chunks judged apart (each with its totals). */
function splitSeparateChunks(remote, own) {
  const chunks = SEPARATE_CHUNKS.filter((chunk) => chunk.remote === remote);
  const isSeparate = (file) => chunks.some((chunk) => chunk.file.test(file.path));
  const separateChunks = chunks.map((chunk) => {
    const files = own.filter((file) => chunk.file.test(file.path));
    return { title: chunk.title, loaded: files.length > 0, ...totals(files), fileList: files, loadedElsewhere: [] };
  });
  return { rest: own.filter((file) => !isSeparate(file)), separateChunks };
}

/** The paths (screens) other than a chunk's own remote's where the browser fetched it: none is the target. */
function markLoadedElsewhere(remotes, pages) {
  for (const remote of remotes) {
    const spec = SEPARATE_CHUNKS.filter((chunk) => chunk.remote === remote.remote);
    for (const chunk of remote.separateChunks) {
      const found = spec.find((candidate) => candidate.title === chunk.title);
      if (!found) continue;
      const { file } = found;
      chunk.loadedElsewhere = pages
        .filter((page) => page.remote !== remote.remote && page.files.some((loaded) => file.test(loaded.path)))
        .map((page) => page.path);
    }
  }
}

/**
 * Gzip bytes the browser loads: the shell's first page (signed out: the login screen; signed
 * in: the frame on the Speaking Drill route), and for each remote what is served from
 * /remotes/<name>/ when its route is opened: entry, exposed module and every chunk it does
 * not get from the shell as a shared singleton.
 */
export async function measureBundles({ browser, baseUrl, user }) {
  const done = step('bundles: bytes the browser loads');
  const signedOutContext = await browser.newContext();
  const signedOut = await load(signedOutContext, baseUrl, '/', LOGIN_HEADING);
  await signedOutContext.close();

  const firstContext = await signedInContext(browser, user);
  const signedIn = await load(firstContext, baseUrl, '/', REMOTE_SCREENS[0].heading);
  await firstContext.close();

  const remotes = [];
  // Every page opened, to check that a separate chunk is fetched on its own screen only.
  const pages = [
    { remote: 'shell', path: '/ (signed out)', files: signedOut },
    { remote: 'shell', path: '/ (signed in)', files: signedIn },
  ];
  for (const screen of REMOTE_SCREENS) {
    const context = await signedInContext(browser, user);
    const files = await load(context, baseUrl, screen.path, screen.heading);
    await context.close();
    pages.push({ remote: screen.remote, path: screen.path, files });
    const { rest: own, separateChunks } = splitSeparateChunks(screen.remote, byOwner(files, screen.remote));
    remotes.push({
      remote: screen.remote,
      path: screen.path,
      ...totals(own),
      beforeRender: totals(own.filter((file) => file.beforeRender)),
      manifestGzip: own.filter((file) => file.kind === 'other').reduce((sum, file) => sum + file.gzipBytes, 0),
      fileList: own,
      separateChunks,
    });
  }

  markLoadedElsewhere(remotes, pages);

  const shellFiles = byOwner(signedOut, 'shell');
  const shellFirstPage = {
    ...totals(shellFiles),
    beforeRender: totals(shellFiles.filter((file) => file.beforeRender)),
    fileList: shellFiles,
    allOwners: totals(signedOut),
  };
  const signedInFirstPage = { shell: totals(byOwner(signedIn, 'shell')), drill: totals(byOwner(signedIn, 'drill')), all: totals(signedIn) };
  const encodings = [
    ...new Set([...signedOut, ...signedIn].filter((file) => file.kind !== 'other' && file.encoding !== 'inline').map((file) => file.encoding ?? 'identity')),
  ];
  done(`shell first page ${(shellFirstPage.jsGzip / 1024).toFixed(1)} KB JS gzip`);
  return { shellFirstPage, signedInFirstPage, remotes, encodings };
}
