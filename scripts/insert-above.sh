# Sourced by the generators (new-screen.sh, new-usecase.sh).
#
# insert_above FILE MARKER TEXT: writes TEXT (one or more lines) just above the first line of FILE that
# holds MARKER, indented like it. When TEXT is an element of a list (it ends with a comma), the element
# before it gets its comma too if a formatter took it off (a list of one fits one line, comma-less).
insert_above() {
    local file=$1 marker=$2 text=$3
    awk -v marker="$marker" -v text="$text" '
        function flush() { if (held) print previous; held = 0 }
        index($0, marker) && !done {
            # The code of the line above, without a comment at its end (`wallet: .live()  // example`).
            code = previous; comment = ""
            if (match(previous, /  \/\/.*$/)) { code = substr(previous, 1, RSTART - 1); comment = substr(previous, RSTART) }
            if (text ~ /,$/ && held && code !~ /^[ \t]*$/ && code !~ /[,(\[{][ \t]*$/ && previous !~ /^[ \t]*\/\//)
                previous = code "," comment
            flush()
            match($0, /^ */); pad = substr($0, 1, RLENGTH); n = split(text, lines, "\n")
            for (i = 1; i <= n; i++) print (lines[i] == "" ? "" : pad lines[i])
            done = 1
        }
        { flush(); previous = $0; held = 1 }
        END { flush() }' "$file" >"$file.tmp" && cat "$file.tmp" >"$file" && rm "$file.tmp"
}
