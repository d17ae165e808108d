import { chromium } from 'playwright-core';
const [, , url, out, width = '1280', height = '800', waitMs = '2500'] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(Number(waitMs));
await page.screenshot({ path: out, fullPage: true });
console.log('dir=', await page.evaluate(() => document.documentElement.dir), 'saved', out);
await browser.close();
