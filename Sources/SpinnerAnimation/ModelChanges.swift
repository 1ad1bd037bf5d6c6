/// A property's model value set at moments in time, as code running at those moments sets it
/// (`layer.strokeEnd = p` in a download callback): before the first change the layer's own
/// model value shows, from each change on its value. Times are in the layer's own time space.
public struct ModelChanges: Animation, Hashable {
    /// Unused: changes happen at absolute moments, not over an active interval.
    public var timing = MediaTiming()
    public let keyPath: AnimationKeyPath
    /// The changes, ordered by time.
    public let changes: [Change]

    /// One model set.
    public struct Change: Hashable, Sendable {
        public var time: Double
        public var value: AnimationValue
        public init(time: Double, value: AnimationValue) {
            self.time = time
            self.value = value
        }
    }

    /// Changes at non-finite times are dropped; equal times keep their given order (the last wins).
    public init(keyPath: AnimationKeyPath, changes: [Change]) {
        self.keyPath = keyPath
        self.changes = changes.enumerated().filter { $0.element.time.isFinite }
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    public var keyPaths: Set<AnimationKeyPath> { [keyPath] }

    public var keyedValues: [(keyPath: AnimationKeyPath, value: AnimationValue)] { changes.map { (keyPath, $0.value) } }

    public func apply(atParentTime parentTime: Double, to values: inout PropertyValues) {
        if let i = lastIndex(atOrBefore: parentTime) { values[keyPath] = changes[i].value }
    }

    /// The index of the last change at or before `time`, found by bisection.
    func lastIndex(atOrBefore time: Double) -> Int? {
        guard time.isFinite || time == .infinity else { return nil }
        var lo = 0, hi = changes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if changes[mid].time <= time { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? nil : lo - 1
    }
}
