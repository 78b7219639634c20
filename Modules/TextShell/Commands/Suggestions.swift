/// "Did you mean" for mistyped commands: the closest name by edit distance or by prefix.
public enum Suggestions {
    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let word = word.lowercased()
        if let byPrefix = candidates.filter({ $0.hasPrefix(word) && word.count >= 2 }).min(by: { $0.count < $1.count }) {
            return byPrefix
        }
        let limit = max(1, word.count / 3)
        let length = word.count
        let scored =
            candidates
            // The distance is at least the difference in length: a name too short or too long is not measured.
            .filter { abs($0.count - length) <= limit }
            .map { (name: $0, distance: distance(word, $0)) }
            .filter { $0.distance <= limit }
        return scored.min { ($0.distance, $0.name) < ($1.distance, $1.name) }?.name
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance: inserts, deletes, substitutions
    /// and swaps of two neighbours each cost one.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
