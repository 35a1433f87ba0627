#!/usr/bin/env bash
# Runs the side-by-side benchmarks (go-iri beside net/url on the same inputs,
# in the same run) and prints one table: ns/op, MB/s, allocs/op and the
# ratio of the net/url time to the go-iri time for each pair.
#
#   testdata/bench.sh              # the groups in BENCH below
#   COUNT=10 testdata/bench.sh     # more runs per benchmark (medians)
#   BENCH='Parse' testdata/bench.sh
#   BENCH=. testdata/bench.sh      # every benchmark (long)
#   BENCHTIME=100x COUNT=1 testdata/bench.sh   # a smoke test of the script
#
# The default runs about 80 sub-benchmarks; at the default -benchtime of 1s
# each takes about 1.2s, so COUNT=5 takes about 8 minutes. Left out to keep
# it so: the bench-mix twins of the Common Crawl groups added with them
# (AccessorsBenchMix, ParseURIBenchMix) and the narrower splits (ToURIASCII,
# ToIRINoPercent, ...).
#
# The Intl benchmarks run on testdata/intl.txt, international IRIs written
# by testdata/genintl.go (go run testdata/genintl.go -o testdata/intl.txt);
# the peers harness (tools/peers/run.sh) times the same file as "intl".
# The Common Crawl benchmarks read testdata/oxiri/relative_urls_cc_10k.csv.
# Quote the ratios, not the absolute times: these machines are shared.
set -euo pipefail
cd "$(dirname "$0")/.."

COUNT=${COUNT:-5}
BENCHTIME=${BENCHTIME:-1s}
BENCH=${BENCH:-'ParseBenchMix$|ParseCommonCrawl$|ParseURICommonCrawl$|AccessorsCommonCrawl$|^BenchmarkResolve$|^BenchmarkResolveParseBoth$|^BenchmarkResolveBenchMix$|RelativizeBenchMix$|RelativizeCommonCrawl$|ToURIBenchMix$|ToURICommonCrawl$|ToIRIBenchMix$|ToIRICommonCrawl$|NoChange|CheckCommonCrawl$|NormalizeBenchMix$|NormalizeAlreadyNormal$|ParseIntl$|ToURIIntl$|ToIRIIntl$|NormalizeIntl$|CheckIntl$'}

out=$(mktemp)
trap 'rm -f "$out"' EXIT
go test -run '^$' -bench "$BENCH" -benchtime "$BENCHTIME" -benchmem -count "$COUNT" . >"$out"

# Medians per benchmark, then the ratio of each net/url-side entry to the
# go-iri entry of the same group (the part of the name before the last "/").
awk '
/^Benchmark/ {
	name = $1; sub(/-[0-9]+$/, "", name)
	ns[name] = ns[name] " " $3
	for (i = 4; i <= NF; i++) {
		if ($(i+1) == "MB/s") mb[name] = mb[name] " " $i
		if ($(i+1) == "allocs/op") al[name] = $i
	}
	if (!(name in seen)) { seen[name] = 1; order[++n] = name }
}
function median(list,    a, k, i, j, t) {
	k = split(list, a, " ")
	for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
	return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
}
END {
	printf "%-58s %12s %10s %10s %8s\n", "benchmark", "ns/op", "MB/s", "allocs/op", "ratio"
	for (i = 1; i <= n; i++) {
		name = order[i]; group = name; sub(/\/[^\/]*$/, "", group)
		m = median(ns[name]); med[name] = m
		if (name ~ /\/iri[.\/-]|\/iri$/ && !(group in base)) base[group] = m
	}
	for (i = 1; i <= n; i++) {
		name = order[i]; group = name; sub(/\/[^\/]*$/, "", group)
		ratio = ""
		if ((group in base) && name !~ /\/iri[.\/-]|\/iri$/ && base[group] > 0)
			ratio = sprintf("%.2fx", med[name] / base[group])
		printf "%-58s %12.1f %10s %10s %8s\n", substr(name, 10), med[name], (mb[name] == "" ? "-" : median(mb[name])), al[name], ratio
	}
}' "$out"
echo
echo "ratio = net/url (or other reference) time / go-iri time in the same group; >1 means go-iri is faster."
