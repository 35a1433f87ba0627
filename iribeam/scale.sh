#!/usr/bin/env bash
# scale.sh times operations (OPS: by default normalize, dedupe and columns;
# also parse, resolve, touri, check) over about a million lines with the
# single-process `iri` command of the same operation (dedupe: iri normalize
# | sort | uniq -c) and with iripipe on Prism, in-process and through Prism
# as a job service in a process of its own (RUNNERS), at GOMAXPROCS 1 and 2
# (PROCS; the "workers": one SDK harness process whose bundles run on that
# many threads). The input is made here, in $WORK/in, never committed. The
# last column is lines per second of CPU time (user + sys, with Prism's for
# the job-service rows), the steadier measure on a shared machine; with
# RUNS=N each row is run N times and the run with the least CPU time is
# shown (the runs of an operation alternate between its rows); IRIPIPE=FILE
# runs that build of iripipe instead of this tree's.
# See README.md, "Scaling".
#
#	./scale.sh            # WORK=/tmp/iripipe-scale, LINES=1000000
#	LINES=10000000 OPS="normalize dedupe" PROCS=1 ./scale.sh
#	OPS="parse resolve touri normalize check columns dedupe" PROCS=1 RUNNERS=in-process RUNS=3 ./scale.sh
set -euo pipefail
cd "$(dirname "$0")"
WORK=${WORK:-/tmp/iripipe-scale}
LINES=${LINES:-1000000}
OPS=${OPS:-normalize dedupe columns}
PROCS=${PROCS:-1 2}
RUNNERS=${RUNNERS:-in-process job-service}
RUNS=${RUNS:-1}
BASE='http://a/b/c/d;p?q'
mkdir -p "$WORK/in"
rm -f "$WORK"/in/*.txt

echo "== input, tools" >&2
IRIPIPE_SCALE_DIR=$WORK/in IRIPIPE_SCALE_LINES=$LINES go test -count=1 -run '^TestWriteScaleInput$' ./cmd/iripipe >&2
(cd .. && go build -o "$WORK/iri" ./cmd/iri)
if [ -n "${IRIPIPE:-}" ]; then
	cp "$IRIPIPE" "$WORK/iripipe" # another build, such as an earlier commit's
else
	go build -o "$WORK/iripipe" ./cmd/iripipe
fi
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

# measure LABEL CMD...: a row of the table for CMD, kept in best[LABEL]
# when it used less CPU time than the runs of LABEL before it.
declare -A best bestCPU
measure() {
	local label=$1
	shift
	measureOnce "$label" "$@"
	if [ -z "${bestCPU[$label]:-}" ] || awk -v a="$rowCPU" -v b="${bestCPU[$label]}" 'BEGIN{exit !(a < b)}'; then
		best[$label]=$row bestCPU[$label]=$rowCPU
	fi
}

# measureOnce LABEL CMD... sets row and rowCPU from one run of CMD.
measureOnce() {
	local label=$1 before after prismCPU=-
	shift
	before=$(cpu "$prism")
	# Exit status 1 is dead letters (columns: the relative references) or
	# findings (check).
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
	rowCPU=$(awk -v u="$user" -v s="$sys" -v p="$prismCPU" 'BEGIN{printf "%.2f", u+s+(p=="-"?0:p)}')
	rate=$(awk -v n="$LINES" -v c="$rowCPU" 'BEGIN{printf "%.0f", (c>0?n/c:0)}')
	row=$(printf "| %-44s | %6.2f | %6.2f | %6.2f | %6d | %s | %s |" "$label" "$wall" "$user" "$sys" "$((rss / 1024))" "$prismCPU" "$rate")
}

# iriCmd OP prints the shell command of `iri` that does what iripipe's OP
# does, over the input on standard input.
iriCmd() {
	case $1 in
	resolve) echo "'$WORK/iri' resolve '$BASE'" ;;
	dedupe) echo "'$WORK/iri' normalize | LC_ALL=C sort | uniq -c" ;;
	*) echo "'$WORK/iri' $1" ;;
	esac
}

# iripipeFlags OP prints iripipe's flags for OP.
iripipeFlags() {
	case $1 in
	resolve) echo "--op resolve --base $BASE" ;;
	*) echo "--op $1" ;;
	esac
}

in="$WORK/in/*.txt"
echo "| run | wall s | user s | sys s | peak MB | Prism CPU s | lines/CPU s |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for g in $PROCS; do
	export GOMAXPROCS=$g
	startPrism
	for op in $OPS; do
		iriLabel="iri $op, GOMAXPROCS=$g"
		[ "$op" = dedupe ] && iriLabel="iri normalize, sort, uniq -c, GOMAXPROCS=$g"
		labels=("$iriLabel")
		# The runs of an operation alternate between its rows, so that a
		# change in the machine's load touches all of them alike.
		for ((i = 0; i < RUNS; i++)); do
			measure "$iriLabel" sh -c "cat $in | $(iriCmd "$op") > '$WORK/out.iri' 2>/dev/null"
			for r in $RUNNERS; do
				# shellcheck disable=SC2046 # the flags are words
				case $r in
				in-process)
					label="iripipe $op in-process, GOMAXPROCS=$g"
					measure "$label" "$WORK/iripipe" $(iripipeFlags "$op") --input "$in" --output "$WORK/out.pipe" ;;
				job-service)
					label="iripipe $op job service, GOMAXPROCS=$g"
					measure "$label" "$WORK/iripipe" $(iripipeFlags "$op") --input "$in" --output "$WORK/out.pipe" \
						--runner=universal --endpoint="localhost:$port" --environment_type=LOOPBACK ;;
				*) echo "RUNNERS: unknown runner $r (want in-process, job-service)" >&2; exit 2 ;;
				esac
				[ "$i" -gt 0 ] || labels+=("$label")
			done
		done
		for label in "${labels[@]}"; do
			echo "${best[$label]}"
		done
	done
done
