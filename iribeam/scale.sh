#!/usr/bin/env bash
# scale.sh times normalize, dedupe and columns over about a million lines
# with the single-process `iri` filter and with iripipe on Prism,
# in-process and through Prism as a job service in a process of its own,
# at GOMAXPROCS 1 and 2 (the "workers": one SDK harness process whose
# bundles run on that many threads). The input is made here, in $WORK/in,
# never committed. The last column is lines per second of CPU time (user +
# sys, with Prism's for the job-service rows), the steadier measure on a
# shared machine. See README.md, "Scaling".
#
#	./scale.sh            # WORK=/tmp/iripipe-scale, LINES=1000000
#	LINES=10000000 OPS="normalize dedupe" PROCS=1 ./scale.sh
set -euo pipefail
cd "$(dirname "$0")"
WORK=${WORK:-/tmp/iripipe-scale}
LINES=${LINES:-1000000}
OPS=${OPS:-normalize dedupe columns}
PROCS=${PROCS:-1 2}
mkdir -p "$WORK/in"
rm -f "$WORK"/in/*.txt

echo "== input, tools" >&2
IRIPIPE_SCALE_DIR=$WORK/in IRIPIPE_SCALE_LINES=$LINES go test -count=1 -run '^TestWriteScaleInput$' ./cmd/iripipe >&2
(cd .. && go build -o "$WORK/iri" ./cmd/iri)
go build -o "$WORK/iripipe" ./cmd/iripipe
go build -o "$WORK/prism" github.com/apache/beam/sdks/v2/go/cmd/prism

# startPrism starts Prism as a job service with the current GOMAXPROCS.
prism=
startPrism() {
	[ -z "$prism" ] || { kill "$prism"; wait "$prism" 2>/dev/null || true; }
	port=$(( 20000 + RANDOM % 20000 ))
	"$WORK/prism" --job_port "$port" --serve_http=false --idle_shutdown_timeout=10m --log_level=warn \
		>"$WORK/prism.log" 2>&1 &
	prism=$!
	sleep 2
}
trap '[ -z "$prism" ] || kill $prism 2>/dev/null || true' EXIT

# cpu PID prints the user+system CPU seconds process PID has used.
cpu() { awk -v hz="$(getconf CLK_TCK)" '{printf "%.2f", ($14+$15)/hz}' "/proc/$1/stat"; }

# measure LABEL CMD...: one row of the table, wall and CPU seconds and peak
# memory of CMD (and Prism's CPU for the job-service rows).
measure() {
	local label=$1 before after prismCPU=-
	shift
	before=$(cpu "$prism")
	# Exit status 1 is dead letters (columns: the relative references).
	rc=0
	/usr/bin/time -f "%e %U %S %M" -o "$WORK/time" "$@" >/dev/null 2>"$WORK/stderr" || rc=$?
	if [ "$rc" -gt 1 ]; then
		echo "$label failed:" >&2
		cat "$WORK/stderr" >&2
		exit 1
	fi
	after=$(cpu "$prism")
	case $label in *"job service"*) prismCPU=$(awk -v a="$after" -v b="$before" 'BEGIN{printf "%.2f", a-b}') ;; esac
	read -r wall user sys rss < <(tail -n 1 "$WORK/time")
	rate=$(awk -v n="$LINES" -v u="$user" -v s="$sys" -v p="$prismCPU" 'BEGIN{c=u+s+(p=="-"?0:p); printf "%.0f", (c>0?n/c:0)}')
	printf "| %-44s | %6.2f | %6.2f | %6.2f | %6d | %s | %s |\n" "$label" "$wall" "$user" "$sys" "$((rss / 1024))" "$prismCPU" "$rate"
}

in="$WORK/in/*.txt"
echo "| run | wall s | user s | sys s | peak MB | Prism CPU s | lines/CPU s |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for g in $PROCS; do
	export GOMAXPROCS=$g
	startPrism
	measure "iri normalize, GOMAXPROCS=$g" sh -c "cat $in | '$WORK/iri' normalize > '$WORK/out.iri'"
	measure "iri normalize, sort, uniq -c, GOMAXPROCS=$g" sh -c "cat $in | '$WORK/iri' normalize | LC_ALL=C sort | uniq -c > '$WORK/out.iri'"
	case " $OPS " in *" columns "*)
		measure "iri columns, GOMAXPROCS=$g" sh -c "cat $in | '$WORK/iri' columns > '$WORK/out.iri' 2>/dev/null" ;;
	esac
	for op in $OPS; do
		measure "iripipe $op in-process, GOMAXPROCS=$g" "$WORK/iripipe" --op "$op" --input "$in" --output "$WORK/out.pipe"
		measure "iripipe $op job service, GOMAXPROCS=$g" "$WORK/iripipe" --op "$op" --input "$in" --output "$WORK/out.pipe" \
			--runner=universal --endpoint="localhost:$port" --environment_type=LOOPBACK
	done
done
