# Sourced by make remove-feature (and remove-usecase) and make remove-screen: what still uses a feature, a
# use case or a screen outside its folders, once its hub lines are out, and the refusal while anything does. still_used STEM EXTRA FOLDER... prints, one per file, the first line
# of code (comments and strings aside) that names a type declared in the folders whose name holds STEM, or one
# of STEM's lines (Note or Notes: not a nested Content or ID), or matches EXTRA (a Perl pattern: a route's case), or whose SQL
# reads a table the folders create (in SQL, or an owned table's `static let table = "…"`, which creatingTable
# makes); a line that is a comment is none.
# code_folders: the folders of the app's code and tests, and the server's that the app has.
code_folders() {
    echo App Modules Tests
    if [ -d Server ]; then echo Server/Sources Server/Tests; fi
    if [ -d Server/Modules ]; then echo Server/Modules; fi
}

still_used() {
    local stem=$1 extra=$2
    shift 2
    local declared tables others
    declared=$(grep -rhoE '\b(struct|class|enum|protocol|actor|typealias) +[A-Z][A-Za-z0-9]*' "$@" |
        awk '{print $2}' | grep -F "$stem" | LC_ALL=C sort -u | paste -sd'|' || true)
    tables=$(grep -rhoiE '(create\(table: *"|CREATE TABLE (IF NOT EXISTS )?|static let table = ")[a-z_]+' "$@" |
        grep -oE '[a-z_]+$' | LC_ALL=C sort -u | paste -sd'|' || true)
    # shellcheck disable=SC2046
    mapfile -t others < <(find $(code_folders) -name '*.swift' \
        -not -path '*/.build/*' -not -path 'Modules/API/Generated/*' | LC_ALL=C sort)
    printf '%s\n' "$@" | DECLARED="$declared" TABLES="$tables" EXTRA="$extra" perl -e '
        my @folders = map { chomp; $_ } <STDIN>;
        my $declared = $ENV{DECLARED} ? qr/\b(?:$ENV{DECLARED})\b/ : undef;
        my $extra = $ENV{EXTRA} ? qr/$ENV{EXTRA}/ : undef;
        my $tables = $ENV{TABLES} ? qr/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+"?(?:$ENV{TABLES})\b/i : undef;
        FILE: for my $file (@ARGV) {
            for my $folder (@folders) { next FILE if index($file, "$folder/") == 0 }
            open(my $in, "<", $file) or next;
            while (my $line = <$in>) {
                next if $line =~ m{^\s*//};
                my $code = $line;
                $code =~ s{"(?:[^"\\]|\\.)*"}{""}g;
                $code =~ s{//.*}{};
                if (($declared && $code =~ $declared) || ($extra && $code =~ $extra) || ($tables && $line =~ $tables)) {
                    $line =~ s/^\s+|\s+$//g;
                    print "  $file:$.: $line\n";
                    last;
                }
            }
        }' "${others[@]}"
}

# keep_hubs FILE...: keeps the hub files as they are before their lines are taken out, for refuse_while_used
# to put back.
keep_hubs() {
    kept_hubs=$(mktemp -d)
    trap 'rm -rf "$kept_hubs"' EXIT
    tar -cf "$kept_hubs/hubs.tar" "$@"
}

# refuse_while_used COMMAND SHOWN NAME FIRST STEM EXTRA FOLDER...: when still_used finds users (and FORCE is
# not 1), puts the kept hubs back, names each user and what to take out FIRST, and exits 1: nothing changed.
refuse_while_used() {
    local command=$1 shown=$2 name=$3 first=$4 stem=$5 extra=$6
    shift 6
    local users
    users=$(still_used "$stem" "$extra" "$@")
    if [ -z "$users" ] || [ "${FORCE:-}" = 1 ]; then return 0; fi
    tar -xf "$kept_hubs/hubs.tar"
    printf '%s: %s is still used outside its folders; nothing was changed:\n%s\n' "$command" "$shown" "$users" >&2
    echo "Take those out first ($first), or remove it anyway: make $command NAME=$name FORCE=1." >&2
    exit 1
}
