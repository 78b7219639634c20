# Sourced by the scripts that drive a live bazaar-server or bazaar-web (contract.sh, bench-server.sh,
# bench-web.sh): start one on a free loopback port, log in to it, read wrk's figures and the program's memory.

# start_server BINARY FOLDER [FLAG…]: starts `BINARY --host 127.0.0.1 --port 0 FLAG…` with its log in
# FOLDER/server.log, and sets server_pid and, once the server says where it listens, server_url. When it
# never says so, prints its log and exits. The caller stops it (kill "$server_pid").
start_server() {
    local binary=$1 folder=$2 line
    shift 2
    mkfifo "$folder/said"
    "$binary" --host 127.0.0.1 --port 0 "$@" >"$folder/said" 2>"$folder/server.log" &
    server_pid=$!
    exec 3<"$folder/said"
    server_url=""
    while IFS= read -r line <&3; do
        if [[ $line =~ listening\ on\ (http://127\.0\.0\.1:[0-9]+) ]]; then server_url=${BASH_REMATCH[1]}; break; fi
    done
    if [ -z "$server_url" ]; then
        cat "$folder/server.log" >&2
        echo "$(basename "$0" .sh): the server did not start (above)" >&2
        exit 1
    fi
}

# log_in URL PASSWORD EMAIL…: logs in as each EMAIL (each with PASSWORD) and prints the session's token,
# a line each.
log_in() {
    python3 - "$@" <<'PY'
import json, sys, urllib.request
url, password = sys.argv[1], sys.argv[2]
for email in sys.argv[3:]:
    request = urllib.request.Request(url + "/v1/sessions", method="POST",
        data=json.dumps({"email": email, "password": password}).encode(),
        headers={"Content-Type": "application/json"})
    print(json.load(urllib.request.urlopen(request))["token"])
PY
}

# wrk_figures FILE: from the output of `wrk --latency`, requests a second, p50 and p99 in ms, and how many
# answers were neither 2xx nor 3xx, on one line.
wrk_figures() {
    awk '
        function ms(v) { if (v ~ /us$/) return v * 0.001; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
        /Requests\/sec/ { rate = $2 }
        $1 == "50%" { p50 = ms($2) }
        $1 == "99%" { p99 = ms($2) }
        /Non-2xx or 3xx responses/ { bad = $NF }
        END { printf "%.0f %.2f %.2f %d\n", rate, p50, p99, bad }' "$1"
}

# rss_kib: the resident memory of the program started last (server_pid), in KiB.
rss_kib() { awk '/^VmRSS:/ { print $2 }' "/proc/$server_pid/status"; }
