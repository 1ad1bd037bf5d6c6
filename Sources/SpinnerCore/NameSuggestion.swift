/// "did you mean" for a misspelt key: the known name closest to what was written, when it is
/// within two edits (a typo, not another word).
public enum NameSuggestion {
    /// `; did you mean "jobs"?`, or empty.
    public static func hint(for name: String, among known: [String]) -> String {
        let best = known.map { ($0, distance(name.lowercased(), $0.lowercased())) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= 2, best.1 < max(name.count, 1) else { return "" }
        return "; did you mean \"\(best.0)\"?"
    }

    /// Levenshtein distance over characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
}
