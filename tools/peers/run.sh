#!/usr/bin/env bash
# run.sh: go-iri side by side with the Rust peers (oxiri 0.3.0, iri-string 0.7.13, fluent-uri
# 0.4.1) on the same inputs, same machine, same core. Builds both harnesses, prepares the
# inputs (only what every library accepts), runs ROUNDS rounds alternating the Rust and the Go
# process per group (A B, then B A, ...), and prints the README's table with the toolchains
# and the commit. See README.md.
#
#   VENDOR=registry tools/peers/run.sh           # from the repository root: full suite
#   VENDOR=/path/to/vendor tools/peers/run.sh    # offline, crates from a `cargo vendor` directory
#   MODE=gate VENDOR=... tools/peers/run.sh      # parse cc + kasztp, resolve cc against oxiri only,
#                                                # with a verdict line (exit 1 if go-iri is slower)
#
# Environment:
#   VENDOR        required: "registry" (cargo fetches the crates from crates.io) or a `cargo
#                 vendor` directory holding oxiri, iri-string, fluent-uri and their
#                 dependencies (built with --offline); as tools/peers-oracle/build.sh takes it
#   ROUNDS (10)   rounds per group; ITEMS (200000) items per timed block; BLOCKS (5) blocks per
#                 round, the best one counts; BENCH_GROUPS ("parse resolve normalize touri")
#   EXTRA_LISTS   more lists of absolute IRIs, one per line, as space-separated NAME=FILE pairs
#                 (testdata/intl.txt is always in, as "intl"); full mode only
#   ADA_DATASETS  a checkout of ada-url/url-various-datasets: its full kasztp, node_files and
#                 isaacs_files lists replace the samples in testdata/ada/ (same names)
#   CPU (0)       the core every timed process is pinned to (taskset)
#   OUT           build outputs and runs (default tools/peers/out, ignored by git); a run's
#                 files go in a fresh directory under it, printed at the end (RESULTS overrides)
#   KEEP          in gate mode, keep the run's directory (otherwise removed)
#   RUSTFLAGS     passed to cargo as usual (the default build is for the baseline x86-64 CPU,
#                 as Go's default GOAMD64=v1 is); GOTOOLCHAIN, GOEXPERIMENT (simd: the AVX2
#                 scanner), GOAMD64 and the like reach go
set -euo pipefail

# The command as given, for the report: the knobs the caller set, then the script's path from
# the repository root (a vendor directory is named DIR: it does not change the figures).
cmd=""
for v in GOTOOLCHAIN GOEXPERIMENT GOAMD64 GOGC RUSTFLAGS MODE ROUNDS ITEMS BLOCKS BENCH_GROUPS EXTRA_LISTS ADA_DATASETS CPU; do
  if [ -n "${!v+x}" ]; then cmd+="$v=$(printf '%q' "${!v}") "; fi
done
[ "${VENDOR:-}" = registry ] && cmd+="VENDOR=registry " || cmd+="VENDOR=DIR "
cmd+="tools/peers/run.sh"

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ -z "${VENDOR:-}" ]; then
  echo "usage: VENDOR=registry $0   or   VENDOR=/path/to/cargo-vendor-dir $0" >&2
  exit 2
fi
MODE=${MODE:-full}
[ "$MODE" = gate ] && MODE=bar
case $MODE in full | bar) ;; *) echo "MODE is full or gate, not $MODE" >&2; exit 2 ;; esac
ROUNDS=${ROUNDS:-10}
ITEMS=${ITEMS:-200000}
BLOCKS=${BLOCKS:-5}
CPU=${CPU:-0}
OUT=${OUT:-$here/out}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
RESULTS=${RESULTS:-$(mktemp -d "$OUT/run-$(date -u +%Y%m%dT%H%M%SZ).XXXX")}
mkdir -p "$RESULTS"
RESULTS=$(cd "$RESULTS" && pwd)
work=$RESULTS/work
res=$RESULTS/rounds
mkdir -p "$work" "$res"

pin=()
if command -v taskset >/dev/null && taskset -c "$CPU" true 2>/dev/null; then
  pin=(taskset -c "$CPU")
else
  echo "warning: not pinned (taskset -c $CPU unavailable)" >&2
fi

# --- build -------------------------------------------------------------------------------------
# One build at a time per OUT (other runs may share it). The crates come from crates.io or,
# offline, from the caller's vendor directory through cargo's source replacement given on the
# command line, exactly as tools/peers-oracle/build.sh does; nothing is committed that names a
# local path.
exec 9>"$OUT/build.lock"
flock 9
echo "== build" >&2
if [ "$VENDOR" = registry ]; then
  cargo_src=()
  crates="crates.io"
else
  VENDOR=$(cd "$VENDOR" && pwd)
  cargo_src=(--offline
    --config 'source.crates-io.replace-with="vendored-sources"'
    --config "source.vendored-sources.directory=\"$VENDOR\"")
  crates="the vendor directory $VENDOR"
fi
# Cargo.lock (not committed) records versions from one source; another source may not hold
# them (the vendor directory has borrow-or-share 0.2.2 where crates.io resolves 0.2.4), so a
# change of source resolves afresh.
if [ "$(cat "$OUT/rust-source" 2>/dev/null)" != "$VENDOR" ]; then
  rm -f "$here/rust/Cargo.lock"
fi
(cd "$here/rust" && CARGO_TARGET_DIR="$OUT/rust-target" cargo build --release --quiet ${cargo_src[@]+"${cargo_src[@]}"}) >&2
echo "$VENDOR" >"$OUT/rust-source"
# The versions cargo resolved: the three peers and what they build on.
versions=$(awk -F'"' '/^name = /{n=$2} /^version = /{if (n != "" && n != "peers-rs") {printf "%s%s %s", sep, n, $2; sep=", "}; n=""}' "$here/rust/Cargo.lock")
rs_bin=$RESULTS/peers-rs
go_bin=$RESULTS/peers-go
cp "$OUT/rust-target/release/peers-rs" "$rs_bin"
(cd "$here/go" && go build -o "$go_bin" .) >&2
goversion=$(cd "$here/go" && go version)
flock -u 9

# --- inputs ------------------------------------------------------------------------------------
td=$root/testdata
cc=$td/oxiri/relative_urls_cc_10k.csv
for f in "$cc" "$td/bench-mix.txt" "$td/intl.txt" "$td/ada/kasztp.txt"; do
  [ -f "$f" ] || { echo "missing $f" >&2; exit 2; }
done
lists=()
add_list() { # NAME RELATIVE_PATH_IN_ADA
  if [ -n "${ADA_DATASETS:-}" ]; then
    [ -f "$ADA_DATASETS/$2" ] || { echo "no $ADA_DATASETS/$2" >&2; exit 2; }
    lists+=(-list "$1=$ADA_DATASETS/$2")
  else
    lists+=(-list "$1=$td/ada/$1.txt")
  fi
}
add_list kasztp others/kasztp.txt
if [ "$MODE" = full ]; then
  add_list node_files files/node_files.txt
  add_list isaacs_files files/isaacs_files.txt
  lists+=(-list "intl=$td/intl.txt")
  for nv in ${EXTRA_LISTS:-}; do lists+=(-list "$nv"); done
  mix=(-mix "$td/bench-mix.txt")
else
  mix=()
fi
echo "== prepare (${lists[*]})" >&2
{ "$go_bin" prepare -out "$work" -cc "$cc" "${mix[@]}" "${lists[@]}" &&
  "$rs_bin" filter "$work" && "$go_bin" check "$work"; } >"$RESULTS/check.txt"
[ "$MODE" = bar ] || cat "$RESULTS/check.txt"

# --- rounds ------------------------------------------------------------------------------------
if [ "$MODE" = bar ]; then groups=(bar); else read -r -a groups <<<"${BENCH_GROUPS:-parse resolve normalize touri}"; fi
echo "== $ROUNDS rounds of ${groups[*]}, pinned to '${pin[*]}', $ITEMS items x $BLOCKS blocks" >&2
for ((r = 1; r <= ROUNDS; r++)); do
  for g in "${groups[@]}"; do
    if ((r % 2)); then order=(rs go); else order=(go rs); fi
    for side in "${order[@]}"; do
      if [ "$side" = rs ]; then bin=$rs_bin; else bin=$go_bin; fi
      "${pin[@]}" "$bin" bench "$work" "$g" "$ITEMS" "$BLOCKS" >"$res/$(printf %02d "$r")-$side-$g.txt"
    done
  done
  printf '.' >&2
done
echo >&2

# --- report ------------------------------------------------------------------------------------
if [ "$MODE" = bar ]; then
  rc=0
  "$go_bin" bar "$res" || rc=$?
  [ -n "${KEEP:-}" ] || rm -rf "$RESULTS"
  exit $rc
fi
"${pin[@]}" "$go_bin" allocs "$work" >"$res/allocs.txt"
"$go_bin" summarize -md "$res" >"$RESULTS/summary.md"

commit=$(cd "$root" && git log -1 --format='%h (%ad, %s)' --date=short 2>/dev/null | cut -c1-100 || echo unknown)
if [ -n "$(cd "$root" && git status --porcelain --untracked-files=no 2>/dev/null)" ]; then
  commit+=", with uncommitted changes"
fi
cpu=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //' || true)
echo "== all figures (also in summary.md)"
"$go_bin" summarize "$res"
echo
echo "== the README's table (also in table.md)"
{
  echo "Command: \`$cmd\`"
  echo "go-iri: $commit"
  echo "Toolchains: $goversion; $(rustc --version)${RUSTFLAGS:+, RUSTFLAGS=$RUSTFLAGS}"
  echo "Crates (from $crates): $versions"
  echo "CPU: ${cpu:-unknown} ($(nproc) cores), timed processes pinned to '${pin[*]:-nothing}'"
  echo "ns per item, median over $ROUNDS round(s) of the best of $BLOCKS blocks of about $ITEMS items;"
  echo "ratio = peer ÷ go-iri, the median of the per-round ratios (> 1: go-iri faster)."
  echo
  "$go_bin" table "$res"
} | tee "$RESULTS/table.md"
echo
echo "results: $RESULTS (table.md, summary.md, check.txt, rounds/)"
