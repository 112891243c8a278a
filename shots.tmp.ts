import { launch, login } from '/work/wt/layout/tests/e2e/browser';
const base = process.env.BASE!;
const plan: [string, string, string][] = [
  ['admin', '/catalog/tracks/1', 'track-admin'],
  ['admin', '/catalog/tracks/1/status', 'track-admin-status'],
  ['admin', '/catalog/tracks/1/history', 'track-admin-history'],
  ['support', '/support/orders/5', 'order-support'],
  ['label', '/catalog/tracks/1', 'track-label'],
];
const browser = await launch();
for (const [user, path, name] of plan) {
  for (const [w, h] of [[1440, 900], [1024, 768]]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await login(page, base, user);
    await page.waitForURL(u => !u.pathname.startsWith('/auth'));
    await page.goto(base + path);
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `/tmp/layout-shots/${name}-${w}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
