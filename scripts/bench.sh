#!/usr/bin/env bash
# make bench: how fast Bazaar is beside the tools it sits beside, measured on this machine and compared in
# the same run. Never part of make test: a test never fails because a machine was slow.
#
# It builds the binary make install installs (scripts/release.sh: release, and on Linux with the Swift runtime
# and Foundation linked in), makes a database file with that binary, and runs each workload several times, the sides taking turns,
# then prints the medians, the ratios and the goal beside each figure. It exits 1 when a goal is missed,
# unless BENCH_GOALS=report (make check-generators: it proves the bench runs in a new app, on a machine
# busy with other builds, where a missed goal says nothing about the code).
#
#   start        start to the first prompt and a scripted `quit`, on a file database and --in-memory,
#                beside the sqlite3 shell opening the same file; then again while two busy loops (started
#                and stopped here) hold both cores
#   commands     log in, then where / help / open home, over and over: time a command, and (strace -f -c)
#                the futex and write calls each one costs
#   memory       peak RSS (/usr/bin/time -f %M) after 1,000 and after 100,000 of those commands
#   make run     a make run with nothing changed, to the first prompt
#
# It needs the sqlite3 shell, strace and GNU time; it installs what is missing with apt-get when it runs as
# root or with passwordless sudo, and otherwise says what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
# Decimal points for bash's clock and awk (the programs measured keep the rest of the locale).
if [ -n "${LC_ALL:-}" ]; then export LANG="$LC_ALL" && unset LC_ALL; fi
export LC_NUMERIC=C

rounds=${BENCH_ROUNDS:-5}         # runs of each workload on each side, taking turns
start_rounds=${BENCH_START_ROUNDS:-21}
status=0

# MARK: - Tools

missing=()
command -v sqlite3 >/dev/null 2>&1 || missing+=(sqlite3)
command -v strace >/dev/null 2>&1 || missing+=(strace)
[ -x /usr/bin/time ] || missing+=(time)
source scripts/packages.sh
apt_install bench "${missing[@]}"

# MARK: - Build

work=$(mktemp -d "${TMPDIR:-/tmp}/bazaar-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
source scripts/release.sh  # the build make install installs: the one measured here
flags=("${release_flags[@]}")
echo "bench: building: swift build ${flags[*]} --product bazaar (what make install installs)" >&2
bin=$(release_build bazaar) || exit 1

# MARK: - Measuring

# One run of "$@" with stdin from $1 and stdout to $2: prints its wall time in milliseconds. A failed run
# stops the bench (a figure for a run that failed would mean nothing).
run_ms() {
    local input=$1 output=$2 start end
    shift 2
    start=${EPOCHREALTIME:-$(date +%s.%N)}
    if ! "$@" <"$input" >"$output" 2>"$work/stderr.txt"; then
        echo "bench: '$*' < $input failed:" >&2
        cat "$work/stderr.txt" >&2
        exit 1
    fi
    end=${EPOCHREALTIME:-$(date +%s.%N)}
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", (e - s) * 1000 }'
}

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
calc() { awk "BEGIN { printf \"$1\", $2 }"; }
holds() { awk "BEGIN { exit !($1) }"; }

# A line of the report: what, bazaar's figure, sqlite3's, the ratio, the goal, and whether it is met
# ($6: 1, 0, or empty when there is no goal).
row() {
    local verdict=""
    case ${6:-} in 1) verdict=ok ;; 0) verdict=MISSED status=1 ;; esac
    printf '%-46s %13s %13s %7s  %-14s %s\n' "$1" "$2" "$3" "$4" "$5" "$verdict"
}

# Peak resident memory, in KiB, of one run of "$@" with stdin from $1.
peak_kib() {
    local input=$1
    shift
    /usr/bin/time -f %M -o "$work/rss.txt" "$@" <"$input" >/dev/null 2>"$work/stderr.txt" || {
        cat "$work/stderr.txt" >&2
        exit 1
    }
    tail -1 "$work/rss.txt"
}

# The row of peak memory after 1,000 and after 100,000 of something ($1: "commands"), from the scripts $2 and
# $3, and its goal (grown by at most 1 MiB); leaves the growth in MiB in `growth`.
memory_row() {
    local small large
    small=$(peak_kib "$2" "$bin" --database "$db")
    large=$(peak_kib "$3" "$bin" --database "$db")
    growth=$(calc %.2f "($large - $small) / 1024")
    row "peak memory after 1,000 / 100,000 $1" "$(calc '%.1f' "$small / 1024")/$(calc '%.1f MiB' "$large / 1024")" "" "" \
        "+≤ 1 MiB" "$(holds "$growth <= 1" && echo 1 || echo 0)"
}

# Futex and write calls of one run of "$@" with stdin from $1, as "FUTEX WRITE"; empty when strace cannot
# trace here (a container without ptrace).
syscalls() {
    local input=$1
    shift
    strace -f -c -o "$work/strace.txt" "$@" <"$input" >/dev/null 2>/dev/null || return 0
    awk '$NF == "futex" { f = $4 } $NF == "write" { w = $4 } END { printf "%d %d\n", f, w }' "$work/strace.txt"
}

# Futex and write calls per command: a script of $3 commands ($1) less the same start and login ($2).
per_command_calls() {
    local full base
    full=$(syscalls "$1" "$bin" --database "$db")
    base=$(syscalls "$2" "$bin" --database "$db")
    if [ -z "$full" ] || [ -z "$base" ]; then
        row "$4" "not measured" "" "" "≤ 2, ≤ 1" ""
        return
    fi
    read -r full_futex full_write <<<"$full"
    read -r base_futex base_write <<<"$base"
    local futex write
    # Less than none a command is noise in the start's own calls: shown as 0.
    futex=$(calc %.2f "($full_futex > $base_futex ? $full_futex - $base_futex : 0) / $3")
    write=$(calc %.2f "($full_write > $base_write ? $full_write - $base_write : 0) / $3")
    row "$4" "$futex, $write" "" "" "≤ 2, ≤ 1" "$(holds "$futex <= 2 && $write <= 1" && echo 1 || echo 0)"
}

# MARK: - Workloads

login=$'email demo@bazaar.dev\npassword bazaar-demo\nsubmit\n'
printf 'quit\n' >"$work/quit.txt"
printf '%s' "$login" >"$work/login.txt"
# N times where, help, open home after a login: 3N commands any app has.
commands() { printf '%s' "$login"; for ((i = 0; i < $1; i++)); do printf 'where\nhelp\nopen home\n'; done; }
commands 333 >"$work/commands-1k.txt"
commands 33333 >"$work/commands-100k.txt"

db="$work/bazaar.sqlite"
"$bin" --database "$db" <"$work/quit.txt" >/dev/null # made by the binary itself, as the app makes it
grep -q "^Welcome, Demo.$" <("$bin" --database "$db" <"$work/login.txt") || { echo "bench: the demo login failed" >&2; exit 1; }
printf 'SELECT COUNT(*) FROM accounts;\n' >"$work/open.sql"

echo
printf '%s, %s CPUs; load average before: %s\n' "$(uname -sm)" "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')" \
    "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
printf 'bazaar: swift build %s, the binary make install installs; medians of %s runs (start: %s), each side taking turns\n\n' \
    "${flags[*]}" "$rounds" "$start_rounds"
printf '%-46s %13s %13s %7s  %-14s\n' "" "bazaar" "sqlite3" "ratio" "goal"

# Start: three warm-up rounds, then the three take turns.
file=() memory=() shell=()
for ((r = 0; r < start_rounds + 3; r++)); do
    f=$(run_ms "$work/quit.txt" /dev/null "$bin" --database "$db")
    m=$(run_ms "$work/quit.txt" /dev/null "$bin" --in-memory)
    s=$(run_ms "$work/open.sql" /dev/null sqlite3 "$db")
    if [ "$r" -ge 3 ]; then file+=("$f") memory+=("$m") shell+=("$s"); fi
done
f=$(median "${file[@]}") m=$(median "${memory[@]}") s=$(median "${shell[@]}")
row "start to first prompt, file database" "$(calc '%.1f ms' "$f")" "$(calc '%.1f ms' "$s")" "$(calc '%.1f×' "$f / $s")" \
    "≤ 3× sqlite3" "$(holds "$f <= 3 * $s" && echo 1 || echo 0)"
row "start to first prompt, --in-memory" "$(calc '%.1f ms' "$m")" "" "" "≤ 20 ms" "$(holds "$m <= 20" && echo 1 || echo 0)"

# The same start while two busy loops hold both cores (the bench starts and stops them): each thread a
# program starts before its prompt waits for a scheduling turn there.
busy=()
for ((i = 0; i < 2; i++)); do
    (while :; do :; done) &
    busy+=($!)
done
stop_busy() { [ ${#busy[@]} -eq 0 ] || kill "${busy[@]}" 2>/dev/null; wait "${busy[@]}" 2>/dev/null || true; busy=(); }
trap 'stop_busy; rm -rf "$work"' EXIT
loaded=() loaded_shell=()
for ((r = 0; r < start_rounds + 3; r++)); do
    f=$(run_ms "$work/quit.txt" /dev/null "$bin" --database "$db")
    s=$(run_ms "$work/open.sql" /dev/null sqlite3 "$db")
    if [ "$r" -ge 3 ]; then loaded+=("$f") loaded_shell+=("$s"); fi
done
stop_busy
f=$(median "${loaded[@]}") s=$(median "${loaded_shell[@]}")
row "  the same, both cores busy" "$(calc '%.1f ms' "$f")" "$(calc '%.1f ms' "$s")" "$(calc '%.1f×' "$f / $s")" \
    "≤ 4× sqlite3" "$(holds "$f <= 4 * $s" && echo 1 || echo 0)"

# Commands any app has.
times=()
for ((r = 0; r < rounds; r++)); do times+=("$(run_ms "$work/commands-1k.txt" "$work/commands.out" "$bin" --database "$db")"); done
grep -q "^Welcome, Demo.$" "$work/commands.out" || { echo "bench: the commands script did not log in" >&2; exit 1; }
t=$(median "${times[@]}")
row "1,002 commands: log in, where, help, open home" "$(calc '%.0f ms' "$t")" "" "" "" ""
row "  a command, on average (start included)" "$(calc '%.0f µs' "$t * 1000 / 1002")" "" "" "" ""
per_command_calls "$work/commands-1k.txt" "$work/login.txt" 999 "  futex, write calls a command (strace -f -c)"
memory_row commands "$work/commands-1k.txt" "$work/commands-100k.txt"
row "  growth" "$(calc '%+.2f MiB' "$growth")" "" "" "" ""

# make run with nothing changed (the first run builds, when a source is newer than the debug binary).
if ! make --no-print-directory run ARGS=--in-memory <"$work/quit.txt" >"$work/make-run.log" 2>&1; then
    cat "$work/make-run.log" >&2
    exit 1
fi
times=()
for ((r = 0; r < 3; r++)); do times+=("$(run_ms "$work/quit.txt" /dev/null make --no-print-directory run ARGS=--in-memory)"); done
t=$(median "${times[@]}")
row "make run with nothing changed, to the prompt" "$(calc '%.2f s' "$t / 1000")" "" "" "≤ 2 s" "$(holds "$t <= 2000" && echo 1 || echo 0)"

# Each feature tree's workloads (Modules/NAME/Bench/bench.sh, which goes with its tree), with the functions and
# variables above.
for piece in Modules/*/Bench/bench.sh; do
    [ -f "$piece" ] || continue
    # shellcheck source=/dev/null # a tree's piece, found at run time
    source "$piece"
done

printf '\nload average after: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
if [ "$status" -eq 0 ]; then echo "bench: every goal met"
elif [ "${BENCH_GOALS:-}" = report ]; then echo "bench: a goal was missed (BENCH_GOALS=report: reported, not failed)" >&2 && status=0
else echo "bench: a goal was missed" >&2
fi
exit "$status"
