import { launchChromium } from './lib/launch-chromium.ts';
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline.stack'] });
await page.goto('http://127.0.0.1:4311' + (process.argv[2] ?? '/skills'), { waitUntil: 'load' });
await page.waitForTimeout(4000);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString()) as { traceEvents: { name: string; ts: number; dur?: number; ph: string; tid: number; pid: number; args?: any }[] };
const main = traceEvents.find((e) => e.name === 'TracingStartedInBrowser');
const rendererMain = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const nav = traceEvents.find((e) => e.name === 'navigationStart');
const t0 = nav?.ts ?? 0;
const mainTid = new Set(rendererMain.map((e) => `${e.pid}:${e.tid}`));
const onMain = traceEvents.filter((e) => mainTid.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
for (const t of tasks) {
  const kids = onMain.filter((e) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0) && e !== t && e.name !== 'RunTask');
  const agg = new Map<string, number>();
  for (const k of kids) { const key = k.name + (k.name === 'EvaluateScript' || k.name === 'v8.compile' ? ' ' + String(k.args?.data?.url ?? '').replace(/.*\//, '') : k.name === 'FunctionCall' ? ' ' + (k.args?.data?.functionName ?? '') + '@' + String(k.args?.data?.url ?? '').replace(/.*\//, '') : ''); agg.set(key, (agg.get(key) ?? 0) + (k.dur ?? 0)); }
  console.log(`task @${((t.ts - t0) / 1000).toFixed(0)}ms ${((t.dur ?? 0) / 1000).toFixed(0)}ms: ` + [...agg].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', '));
}
for (const e of onMain.filter((e) => (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && (e.dur ?? 0) > 5000)) {
  const st = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace;
  if (st) console.log(e.name, ((e.dur ?? 0) / 1000).toFixed(0), 'ms forced by', st.slice(0, 4).map((f: any) => `${f.functionName}@${String(f.url).replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}`).join(' < '));
}
const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
console.log('FCP', fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?');
await browser.close();
