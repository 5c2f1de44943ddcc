// `npm run bench [name…]`: runs the benchmarks, prints their figures against their budgets and
// exits non-zero when one is over.
import { contentSearchBench } from './content-search.ts';
import { docfinderBench } from './docfinder.ts';
import { firstTapBench } from './first-tap.ts';
import { homeThroughputBench } from './home-throughput.ts';
import { lighthouseBench } from './lighthouse.ts';
import { loadBench } from './load.ts';
import { mailThroughputBench } from './mail-throughput.ts';
import { pageWeightBench } from './page-weight.ts';
import { startupBench } from './startup.ts';

const benches: Record<string, () => Promise<boolean>> = {
  'page-weight': pageWeightBench,
  lighthouse: lighthouseBench,
  'first-tap': firstTapBench,
  startup: () => startupBench(),
  'content-search': contentSearchBench,
  'home-throughput': homeThroughputBench,
  'mail-throughput': mailThroughputBench,
  docfinder: docfinderBench,
  load: loadBench,
};

const wanted = process.argv.slice(2);
let ok = true;
for (const [name, bench] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  ok = (await bench()) && ok;
}
process.exit(ok ? 0 : 1);
