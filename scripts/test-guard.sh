#!/usr/bin/env bash
# make test's whole-run guard. Runs a command (make test passes `swift test …`) in a process group of its
# own, its output shown as it comes and kept in a log. A run still going after TEST_RUN_LIMIT seconds
# (default 1500: 25 minutes, several times a whole run on a loaded 2-core machine) is stopped: the whole
# group is killed (TERM, then KILL), and the tests that had started but not finished are named, so a test
# hung in a wait that ignores its time limit fails the run with its name instead of hanging it. A test
# process that dies of a signal (SwiftPM: "exited with unexpected signal code N") gets the same list: the
# tests that were running when it died. Whatever the run started and left running when it ended (a server a
# test started and did not stop, or could not: a test process that dies of a signal runs no `defer`) is
# stopped then, and named; a run that passed fails for it (a test stops what it starts on every exit path).
#
#   bash scripts/test-guard.sh swift test --explicit-target-dependency-import-check=error
#   TEST_RUN_LIMIT=60 bash scripts/test-guard.sh swift test --filter Foo
#
# Exit status: the command's own, or 1 when it passed but left processes running; 124 when the limit
# stopped it; 130 on Ctrl-C.
set -uo pipefail
limit=${TEST_RUN_LIMIT:-1500}
if [[ ! "$limit" =~ ^[1-9][0-9]*$ ]] || [ $# -eq 0 ]; then
    echo "usage: TEST_RUN_LIMIT=SECONDS bash scripts/test-guard.sh COMMAND [ARGUMENTS…] (TEST_RUN_LIMIT: a whole number of seconds)" >&2
    exit 2
fi
log=$(mktemp /tmp/test-run.XXXXXX)

# The run gets a session of its own (setsid: its id is the run's pid), and is stopped by killing every
# process in that session: `swift test` starts the test binary in a process group of its own, so killing
# the run's group alone would leave the hung test running. stdbuf makes the run's output (the test binary's
# too: it inherits the setting) come line by line into the log, not in blocks at exit.
setsid stdbuf -oL -eL "$@" > >(tee "$log") 2>&1 &
run=$!
in_run() { ps -eo pid=,sid=,stat= | awk -v sid="$run" '$2 == sid && $3 !~ /^Z/ { print $1 }'; }  # a zombie has ended: only its parent's wait is left
stop() {
    local pids
    pids=$(in_run)
    if [ -n "$pids" ]; then
        # shellcheck disable=SC2086
        kill -"$1" $pids 2>/dev/null
    fi
}
trap 'stop KILL; wait; rm -f "$log"; echo "test-guard: interrupted" >&2; exit 130' INT TERM

# Wait for the run to end, or for the limit: a timer in the background, killed when the run ends first.
sleep "$limit" &
timer=$!
ended=""
wait -n -p ended "$run" "$timer"
status=$?
if [ "$ended" = "$timer" ]; then
    expired=1
    stop TERM
    for _ in $(seq 10); do [ -z "$(in_run)" ] && break; sleep 1; done
    stop KILL
    wait "$run"
    while [ -n "$(in_run)" ]; do sleep 1; done  # the killed are gone before the names are printed
else
    expired=""
    kill "$timer" 2>/dev/null
fi
wait 2>/dev/null  # tee writing the last of the log

# What the run left running once it ended: named, then stopped (TERM, then KILL), and gone before going on.
left=$(ps -o pid=,args= -p "$(in_run | paste -sd, -)" 2>/dev/null)
if [ -z "$expired" ] && [ -n "$left" ]; then
    echo "test-guard: the run ended and left these running (a test stops what it starts); they are stopped now:" >&2
    sed 's/^ */  /' <<<"$left" >&2
    stop TERM
    for _ in $(seq 50); do [ -z "$(in_run)" ] && break; sleep 0.1; done
    stop KILL
    while [ -n "$(in_run)" ]; do sleep 0.1; done
    [ "$status" -eq 0 ] && status=1
fi

# The tests of the run's log that started and did not finish, one per line, indented.
# Swift Testing: '◇ Test name() started.' and '✔ Test name() passed after …', '✘ … failed after …',
# '➜ … skipped'; XCTest: "Test Case 'name' started" and "… passed", "… failed", "… skipped".
unfinished() {
    perl -ne '
        if (/^\S+ Test (.+?) started\./) { $open{$1}++ }
        elsif (/^\S+ Test (.+?)(?: with \d+ test cases?)? (?:passed|failed|skipped)\b/) { $open{$1}-- }
        elsif (/^Test Case \x27(.+?)\x27 started/) { $open{$1}++ }
        elsif (/^Test Case \x27(.+?)\x27 (?:passed|failed|skipped)/) { $open{$1}-- }
        END { print "  $_\n" for grep { $_ ne "run" && $open{$_} > 0 } sort keys %open }' "$log"
}

if [ -n "$expired" ]; then
    echo
    echo "test-guard: the run was still going after its limit of $limit s (TEST_RUN_LIMIT): it was stopped." >&2
    running=$(unfinished)
    if [ -n "$running" ]; then
        echo "test-guard: tests that had started but not finished:" >&2
        echo "$running" >&2
    else
        echo "test-guard: no test had started and not finished (the build, or the runner itself, hung)" >&2
    fi
    rm -f "$log"
    exit 124
fi
signal=$(sed -n 's/.*exited with unexpected signal code \([0-9][0-9]*\).*/\1/p' "$log" | head -1)
if [ "$status" -ne 0 ] && [ -n "$signal" ]; then
    name=$(kill -l "$signal" 2>/dev/null || echo "$signal")
    echo
    echo "test-guard: the test process died of signal $signal (SIG$name)." >&2
    running=$(unfinished)
    if [ -n "$running" ]; then
        echo "test-guard: tests that had started but not finished when it died:" >&2
        echo "$running" >&2
    else
        echo "test-guard: no test had started and not finished (it died outside a test)" >&2
    fi
fi
rm -f "$log"
exit "$status"
