# The marketplace's workloads for make bench (scripts/bench.sh sources each feature tree's Bench/bench.sh after
# its own, with its functions and variables: run_ms, median, row, calc, holds, per_command_calls, peak_kib;
# $db, $work, $bin, $login, $rounds), beside sqlite3 running the same statements. It goes with the tree.
# The same statements the app runs (Storage's SQL), each read in the transaction the app opens for it.
items_columns="id, name, seller, price, currency, buyer_id, is_sold"
account_columns="id, email, display_name, password_hash, balance, currency"
transaction_columns="id, buyer_id, item_id, item_name, seller, amount, balance_after, currency, created_at"
user=$(sqlite3 "$db" "SELECT id FROM accounts WHERE email = 'demo@bazaar.dev';")
row3=$(sqlite3 "$db" "SELECT id FROM items ORDER BY id LIMIT 1 OFFSET 12;") # row 3 of page 2, ten to a page
read_page() { printf 'BEGIN DEFERRED TRANSACTION;\nSELECT COUNT(*) FROM items;\nSELECT %s FROM items ORDER BY id LIMIT 10 OFFSET %s;\nCOMMIT;\n' "$items_columns" "$1"; }
read_one() { printf 'BEGIN DEFERRED TRANSACTION;\n%s;\nCOMMIT;\n' "$1"; }
sql_login() {
    printf '.headers on\n.mode list\n'
    read_one "SELECT $account_columns FROM accounts WHERE email = 'demo@bazaar.dev'"
    read_one "SELECT $account_columns FROM accounts WHERE id = $user" # home shows the balance
}

# 10,000 navigation commands: items, next, 3, back, back. The list read again on `back` prints nothing in the
# app when it did not change; sqlite3 prints it.
browse() { printf '%s' "$login"; for ((i = 0; i < $1; i++)); do printf 'items\nnext\n3\nback\nback\n'; done; }
browse 2000 >"$work/browse-10k.txt"
browse 200 >"$work/browse-1k.txt"
browse 20000 >"$work/browse-100k.txt"
{
    sql_login
    page=$(read_page 0) next=$(read_page 10)
    item=$(read_one "SELECT $items_columns FROM items WHERE id = $row3")
    home=$(read_one "SELECT $account_columns FROM accounts WHERE id = $user")
    for ((i = 0; i < 2000; i++)); do printf '%s\n%s\n%s\n%s\n%s\n' "$page" "$next" "$item" "$next" "$home"; done
} >"$work/browse-10k.sql"
app=() shell=()
for ((r = 0; r < rounds; r++)); do
    app+=("$(run_ms "$work/browse-10k.txt" "$work/browse.out" "$bin" --database "$db")")
    shell+=("$(run_ms "$work/browse-10k.sql" "$work/browse-sql.out" sqlite3 "$db")")
done
grep -q "^Page 2 of " "$work/browse.out" || { echo "bench: the browse script did not page" >&2; exit 1; }
a=$(median "${app[@]}") s=$(median "${shell[@]}")
echo
row "10,000 commands browsing, after a login" "$(calc '%.0f ms' "$a")" "$(calc '%.0f ms' "$s")" "$(calc '%.2f×' "$a / $s")" \
    "≤ 3× sqlite3" "$(holds "$a <= 3 * $s" && echo 1 || echo 0)"
row "  output" "$(calc '%.1f MB' "$(wc -c <"$work/browse.out") / 1e6")" "$(calc '%.1f MB' "$(wc -c <"$work/browse-sql.out") / 1e6")" "" "" ""
per_command_calls "$work/browse-1k.txt" "$work/login.txt" 1000 "  futex, write calls a command (strace -f -c)"
memory_row browsing "$work/browse-1k.txt" "$work/browse-100k.txt"

# 1,000 purchases on a file database, each one transaction: the app's (synchronous = FULL) beside sqlite3's
# with SQLite's default, and with synchronous = NORMAL to show what syncing every commit costs.
cp "$db" "$work/shop.sqlite"
sqlite3 "$work/shop.sqlite" >/dev/null <<SQL
UPDATE accounts SET balance = 1000000 WHERE id = $user;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
INSERT INTO items (name, seller, price, currency) SELECT 'Bench item ' || i, 'Bench', 1, 'JPY' FROM n;
SQL
mapfile -t bought < <(sqlite3 "$work/shop.sqlite" "SELECT id FROM items WHERE seller = 'Bench' ORDER BY id;")
{ printf '%s' "$login"; for id in "${bought[@]}"; do printf 'open items/%s\nbuy\ny\n' "$id"; done; } >"$work/buy.txt"
{
    sql_login
    balance=1000000
    for id in "${bought[@]}"; do
        balance=$((balance - 1))
        read_one "SELECT $items_columns FROM items WHERE id = $id"
        printf 'BEGIN IMMEDIATE TRANSACTION;\n'
        printf 'SELECT %s FROM items WHERE id = %s;\n' "$items_columns" "$id"
        printf 'SELECT %s FROM accounts WHERE id = %s;\n' "$account_columns" "$user"
        printf 'SELECT %s FROM accounts WHERE id = %s;\n' "$account_columns" "$user"
        printf 'UPDATE accounts SET balance = %s WHERE id = %s;\n' "$balance" "$user"
        printf 'UPDATE items SET is_sold = 1, buyer_id = %s WHERE id = %s AND is_sold = 0;\n' "$user" "$id"
        printf "INSERT INTO transactions (buyer_id, item_id, item_name, seller, amount, balance_after, currency, created_at) VALUES (%s, %s, 'Bench item', 'Bench', 1, %s, 'JPY', '2025-01-01 00:00:00.000');\n" "$user" "$id" "$balance"
        printf 'SELECT %s FROM transactions WHERE id = last_insert_rowid();\nCOMMIT;\n' "$transaction_columns"
    done
} >"$work/buy.sql"
{ printf 'PRAGMA synchronous = NORMAL;\n'; cat "$work/buy.sql"; } >"$work/buy-normal.sql"
default_sync=$(sqlite3 "$work/shop.sqlite" "PRAGMA synchronous;")
app=() full=() normal=()
buy_rounds=$(((rounds + 1) / 2))
for ((r = 0; r < buy_rounds; r++)); do
    cp "$work/shop.sqlite" "$work/run.sqlite"
    app+=("$(run_ms "$work/buy.txt" "$work/buy.out" "$bin" --database "$work/run.sqlite")")
    [ "$(grep -c '^Bought ' "$work/buy.out")" -eq 1000 ] || { echo "bench: the app did not make 1,000 purchases" >&2; exit 1; }
    cp "$work/shop.sqlite" "$work/run.sqlite"
    full+=("$(run_ms "$work/buy.sql" /dev/null sqlite3 "$work/run.sqlite")")
    cp "$work/shop.sqlite" "$work/run.sqlite"
    normal+=("$(run_ms "$work/buy-normal.sql" /dev/null sqlite3 "$work/run.sqlite")")
done
a=$(median "${app[@]}") f=$(median "${full[@]}") n=$(median "${normal[@]}")
case $default_sync in 0) sync=OFF ;; 1) sync=NORMAL ;; 2) sync=FULL ;; 3) sync=EXTRA ;; *) sync=$default_sync ;; esac
row "1,000 purchases, file database" "$(calc '%.0f ms' "$a")" "$(calc '%.0f ms' "$f")" "$(calc '%.2f×' "$a / $f")" \
    "≤ 3× sqlite3" "$(holds "$a <= 3 * $f" && echo 1 || echo 0)"
row "  a purchase (bazaar FULL, sqlite3 $sync)" "$(calc '%.2f ms' "$a / 1000")" "$(calc '%.2f ms' "$f / 1000")" "" "" ""
row "  sqlite3 with synchronous = NORMAL" "" "$(calc '%.2f ms' "$n / 1000")" "" "" ""
row "  what FULL costs a purchase (sqlite3)" "" "$(calc '%+.2f ms' "($f - $n) / 1000")" "" "" ""
