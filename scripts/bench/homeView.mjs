// What one guest home view costs (issue 9; scripts/bench.mjs section 3, after the feed queries): the Firestore
// documents the page receives and the function calls it makes, in a fresh Chromium against the bench stack's built
// app and its demo data.

/**
 * One guest home view in a fresh Chromium: the function calls (requests to /api/** and callables) and the Firestore
 * documents the page receives (documentChange entries of the Listen channel, read from the network with CDP).
 */
async function benchHomeView(webUrl) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const calls = [];
    let images = 0;
    const listen = new Set();
    let documents = 0;
    const chunks = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      const url = new URL(request.url);
      // images come from the image host (Cloudinary in production; a function of the emulator locally)
      if (url.pathname.startsWith('/api/media/images/')) images += 1;
      else if (url.pathname.startsWith('/api/')) calls.push(`${request.method} ${url.pathname}`);
      else if (/\/demo-matkon\/[^/]+\/[\w-]+$/.test(url.pathname) && request.method === 'POST')
        calls.push(`callable ${url.pathname.split('/').pop()}`);
      if (url.pathname.includes('google.firestore.v1.Firestore/Listen')) listen.add(requestId);
    });
    cdp.on('Network.responseReceived', ({ requestId }) => {
      if (listen.has(requestId))
        cdp.send('Network.streamResourceContent', { requestId }).then(
          ({ bufferedData }) => chunks.set(requestId, [Buffer.from(bufferedData, 'base64').toString()]),
          () => undefined,
        );
    });
    cdp.on('Network.dataReceived', ({ requestId, data }) => {
      if (listen.has(requestId) && data)
        (chunks.get(requestId) ?? chunks.set(requestId, []).get(requestId)).push(
          Buffer.from(data, 'base64').toString(),
        );
    });
    // a fresh stack's first page load can take longer than Playwright's 30 s on a loaded machine (as in the journeys)
    await page.goto(`${webUrl}/`, { waitUntil: 'load', timeout: 120_000 });
    await page
      .locator('[data-testid="feed-discover"] [data-testid="recipe-card"]')
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    for (const parts of chunks.values())
      documents += (parts.join('').match(/"documentChange"/g) ?? []).length;
    return { calls, documents, images };
  } finally {
    await browser.close();
  }
}

export async function printHomeView(webUrl) {
  const view = await benchHomeView(webUrl);
  console.log(
    `\nOne guest home view (/, a fresh browser): ${view.documents} Firestore document reads (target ≤ 5), ` +
      `${view.calls.length} function calls (and ${view.images} images from the image host):`,
  );
  for (const call of view.calls) console.log(`  ${call}`);
}
