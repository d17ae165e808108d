import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const [, , src, out, x, y, w, h] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: Number(w) * 2, height: Number(h) * 2 } });
const data = readFileSync(src).toString('base64');
await p.setContent(`<body style="margin:0;overflow:hidden"><div style="width:${w}px;height:${h}px;overflow:hidden;transform:scale(2);transform-origin:0 0"><img src="data:image/png;base64,${data}" style="margin-left:-${x}px;margin-top:-${y}px"></div></body>`);
await p.screenshot({ path: out });
await b.close();
