import { chromium } from '@playwright/test';
const base = 'http://website-mx.localhost:3150';
const join = { provider: 'zoom', sdkKey: 'sdk-key-123', signature: 'eyJhbGciOiJIUzI1NiJ9.eyJhcHBLZXkiOiJzZGsta2V5LTEyMyJ9.fake', signatureExpiresAt: '2026-11-23T20:00:00Z', meetingNumber: '85746352410', password: 'p4ss', userName: 'Dra. Ana Pérez', userEmail: 'ana@pulso.example', lang: 'es-ES' };
const fakeEmbedded = `window.ZoomMtgEmbedded = { createClient() { let root; return {
  async init(o) { root = o.zoomAppRoot; root.innerHTML = '<p style="color:#fff;font:16px sans-serif;padding:24px">SDK falso: init ' + o.language + ' ' + o.assetPath + ' · React ' + React.version + '</p>'; },
  getLanguageTranslation() { return { a: 'Audio del ordenador' }; },
  updateLanguageTranslation(l, d) { root.insertAdjacentHTML('beforeend', '<p style="color:#fff;font:16px sans-serif;padding:0 24px">traducciones ' + l + ': ' + JSON.stringify(d) + '</p>'); },
  on() {},
  async join(a) { root.insertAdjacentHTML('beforeend', '<h1 style="color:#8f8;font:bold 22px sans-serif;padding:0 24px">Reunión ' + a.meetingNumber + ' · firma ' + a.signature.slice(0, 20) + '… · ' + a.userName + '</h1>'); },
}; } };`;
const [mode, width] = [process.argv[2], Number(process.argv[3] ?? 1280)];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width, height: 800 } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
page.on('response', (r) => process.env.ALL ? logs.push(`http ${r.status()}: ${r.url().slice(0, 140)}`) : r.status() >= 400 && logs.push(`http ${r.status()}: ${r.url().slice(0, 140)}`));
page.on('requestfailed', (r) => logs.push(`failed: ${r.url().slice(0, 120)} ${r.failure()?.errorText}`));
if (mode === 'fake') await page.route('**/meeting-frame/zoom/sdk/zoom-meeting-embedded-ES5.min.js', (r) => r.fulfill({ contentType: 'text/javascript', body: fakeEmbedded }));
await page.goto(`${base}/`);
await page.evaluate((join) => {
  document.body.innerHTML = '';
  document.body.style.margin = '0';
  const frame = document.createElement('iframe');
  frame.src = '/meeting-frame/zoom';
  frame.allow = 'camera; microphone; fullscreen; display-capture';
  frame.style.cssText = 'width:100%;height:780px;border:0';
  document.body.append(frame);
  window.statuses = [];
  window.addEventListener('message', (e) => {
    if (e.origin !== location.origin || e.source !== frame.contentWindow) return;
    window.statuses.push(e.data.status ?? e.data.type);
    if (e.data.type === 'pulso:zoom-frame:ready') frame.contentWindow.postMessage({ type: 'pulso:zoom-frame:join', join, language: 'es-MX' }, location.origin);
  });
}, join);
try {
  await page.waitForFunction(() => window.statuses.some((s) => s === 'joined' || s === 'failed'), null, { timeout: 40_000 });
} catch { logs.push('no joined/failed within 40 s'); }
await page.waitForTimeout(mode === 'fake' ? 200 : 3000);
const frame = page.frames().find((f) => f.url().includes('/meeting-frame/zoom'));
console.log('statuses', await page.evaluate(() => window.statuses));
console.log('isolated', await frame?.evaluate(() => [self.crossOriginIsolated, typeof SharedArrayBuffer]));
await page.screenshot({ path: `/tmp/evzoom/shots/${mode}-${width}.png` });
console.log(logs.filter((l) => !l.startsWith('log:') && !l.startsWith('debug:')).slice(0, 40).join('\n'));
await browser.close();
