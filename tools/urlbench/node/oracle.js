// The oracle of TestNodeDiff: one JSON {base, input} per line in, the
// href of new URL(input, base) (or null when it throws) per line out.
const fs = require('fs');
const lines = fs.readFileSync(0, 'utf8').split('\n').filter(Boolean);
const out = [];
for (const l of lines) {
  const {base, input} = JSON.parse(l);
  let href = null;
  try { href = base === null ? new URL(input).href : new URL(input, base).href; } catch (e) {}
  out.push(JSON.stringify(href));
}
fs.writeFileSync(1, out.join('\n') + '\n');
