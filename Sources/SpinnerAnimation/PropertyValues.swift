/// The values of a layer's animatable properties, keyed by key path: the model values before animations
/// are applied, the presentation values after.
///
/// Held as one array sorted by each key path's precomputed hash, searched by halving: every
/// frame reads and writes each drawn layer's values dozens of times, and a `Dictionary` hashed
/// every key again (a Hasher's finalisation is more work than the whole search) and copied its
/// table for each presented layer.
public struct PropertyValues: Hashable, Sendable {
    private struct Entry: Hashable, Sendable {
        var key: AnimationKeyPath
        var value: AnimationValue
    }

    /// Sorted by `key.textHash`, then by the key's text (two texts may share a hash).
    private var entries: [Entry]

    /// Every stored value.
    public var values: [AnimationKeyPath: AnimationValue] {
        Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.value) })
    }

    public init(_ values: [AnimationKeyPath: AnimationValue] = [:]) {
        entries = values.map { Entry(key: $0.key, value: $0.value) }.sorted { Self.precedes($0.key, $1.key) }
    }

    /// The order values are kept in: by each key path's hash, then by its text.
    static func precedes(_ a: AnimationKeyPath, _ b: AnimationKeyPath) -> Bool {
        a.textHash != b.textHash ? a.textHash < b.textHash : a.rawValue < b.rawValue
    }

    /// Values already in `precedes` order, each key once (`Layer.modelValues()`, from
    /// `ModelRows`): no dictionary, no sort.
    init(sorted pairs: [(key: AnimationKeyPath, value: AnimationValue)]) {
        assert(zip(pairs, pairs.dropFirst()).allSatisfy { Self.precedes($0.key, $1.key) })
        entries = pairs.map { Entry(key: $0.key, value: $0.value) }
    }

    /// The index of `key`, or where it would go.
    private func search(_ key: AnimationKeyPath) -> (index: Int, found: Bool) {
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if Self.precedes(entries[mid].key, key) { lo = mid + 1 } else { hi = mid }
        }
        return (lo, lo < entries.count && entries[lo].key == key)
    }

    /// The value at `key`, or nil when none is stored; setting nil removes it.
    public subscript(key: AnimationKeyPath) -> AnimationValue? {
        get {
            let (i, found) = search(key)
            return found ? entries[i].value : nil
        }
        set {
            let (i, found) = search(key)
            switch (found, newValue) {
            case (true, let v?): entries[i].value = v
            case (true, nil): entries.remove(at: i)
            case (false, let v?): entries.insert(Entry(key: key, value: v), at: i)
            case (false, nil): break
            }
        }
    }

    /// The number at `key`, when one is stored there.
    public func number(_ key: AnimationKeyPath) -> Double? { self[key]?.number }
}
