// Node's URL (ada since Node 18.17) on the inputs of tools/urlbench:
// parse and serialize each input, the Common Crawl references against
// their bases; prints ns/URL, the median of 5 runs of at least 1 s each.
// Usage: node node/bench.js   (from tools/urlbench)
'use strict';
const fs = require('fs');
const path = require('path');
const root = path.join(__dirname, '..', '..', '..', 'testdata');

function lines(file) {
  const t = fs.readFileSync(file, 'utf8').split('\n');
  if (t[t.length - 1] === '') t.pop();
  return t;
}

// The CSV holds no quotes: the first comma splits base and reference.
const cc = lines(path.join(root, 'oxiri', 'relative_urls_cc_10k.csv')).slice(1).map((l) => {
  const i = l.indexOf(',');
  return [l.slice(0, i), l.slice(i + 1)];
});
const inputs = [['cc10k', cc]];
for (const name of ['kasztp', 'node_files', 'isaacs_files']) {
  // Go's bufio.Scanner keeps a leading BOM; so does this, as Node's
  // readFileSync with 'utf8' would strip nothing either.
  inputs.push([name, lines(path.join(root, 'ada', name + '.txt')).map((l) => ['', l])]);
}

function run(pairs) {
  let n = 0;
  for (const [base, ref] of pairs) {
    try {
      const u = base === '' ? new URL(ref) : new URL(ref, new URL(base));
      n += u.href.length;
    } catch (e) {
      // rejected: counts as parsed, as in the Go benchmark
    }
  }
  return n;
}

let sink = 0;
for (const [name, pairs] of inputs) {
  const times = [];
  for (let r = 0; r < 5; r++) {
    let iters = 0;
    const start = process.hrtime.bigint();
    let now = start;
    while (now - start < 1000000000n) {
      sink += run(pairs);
      iters++;
      now = process.hrtime.bigint();
    }
    times.push(Number(now - start) / iters / pairs.length);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(14)} ${String(pairs.length).padStart(6)} inputs  ${times[2].toFixed(1)} ns/URL (node ${process.version}, URL = ada)`);
}
if (sink === 0) console.log('');
